export * from './list';
export * from './show';
export * from './create';
export * from './update';
export * from './delete';
export { findPrompt, serializePrompt, serializePrompts } from './internal';
