export * from './jid';
export * from './transform';
export * from './auth-state';
export * from './cache';
export * from './session';
