export * from './constants';
export * from './errors';
export * from './settings';
export * from './schemas';
