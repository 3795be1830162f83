export * from './login';
export * from './refresh';
export * from './set-language';
export * from './token-version';
export * from './end-sessions';
