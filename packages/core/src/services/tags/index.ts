export * from './create';
export * from './delete';
export * from './list';
export * from './show';
export * from './sync';
export * from './update';
export { serializeTag } from './internal';
