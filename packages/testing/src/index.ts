export * from './fixtures';
export * from './http';
