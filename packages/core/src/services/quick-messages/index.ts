export * from './create';
export * from './delete';
export * from './delete-media';
export * from './list';
export * from './show';
export * from './update';
export * from './upload-media';
export { serializeQuickMessage } from './internal';
