export * from './create';
export * from './delete';
export * from './list';
export * from './show';
export * from './tree';
export * from './update';
export { serializeQueueOption } from './internal';
