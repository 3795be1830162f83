export * from './serialize';
export * from './list-all';
export * from './list';
export * from './show';
export * from './create';
export * from './update';
export * from './delete';
