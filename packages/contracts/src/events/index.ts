export * from './names';
export * from './payloads';
