export * from './session';
export * from './transform';
