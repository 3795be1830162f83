export * from './registry';
export * from './schedule';
export * from './runner';
export * from './maintenance';
export * from './register';
