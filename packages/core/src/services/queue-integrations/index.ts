export * from './list';
export * from './show';
export * from './create';
export * from './update';
export * from './delete';
export { findIntegration, serializeIntegration } from './internal';
export * from './test-session';
