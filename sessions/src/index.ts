export * from './providers';
export * from './manager';
