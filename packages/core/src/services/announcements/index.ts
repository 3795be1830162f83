export { serializeAnnouncement } from './internal';
export * from './list';
export * from './show';
export * from './create';
export * from './update';
export * from './delete';
export * from './media';
export * from './seen';
