export * from './create';
export * from './delete';
export * from './list';
