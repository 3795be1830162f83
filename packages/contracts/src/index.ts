export * from './constants';
export * from './errors';
export * from './settings';
export * from './schemas';
export * from './responses';
export * from './events';
export * from './check';
