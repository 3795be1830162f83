export * from './create';
export * from './delete';
export * from './list';
export * from './list-all';
export * from './present';
export * from './show';
export * from './update';
