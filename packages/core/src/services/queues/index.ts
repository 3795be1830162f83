export * from './create';
export * from './delete';
export * from './list';
export * from './show';
export * from './update';
export { serializeQueue } from './internal';
