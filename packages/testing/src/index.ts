export * from './fixtures';
export * from './http';
export * from './factories';
export * from './smtp';
export * from './fixtures-dir';
export * from './realtime';
export * from './security';
export * from './child';
