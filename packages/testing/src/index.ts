export * from './fixtures';
export * from './http';
export * from './domain';
export * from './smtp';
export * from './fixtures-dir';
export * from './realtime';
