export * from './delete';
export * from './list';
export * from './record';
export * from './send';
export * from './serialize';
export * from './mark-opened';
