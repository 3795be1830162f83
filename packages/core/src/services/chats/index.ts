export { serializeChat, serializeChats, serializeChatMessages } from './internal';
export * from './list';
export * from './create';
export * from './update';
export * from './delete';
export * from './messages';
