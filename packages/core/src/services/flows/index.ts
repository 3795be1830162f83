export * from './crud';
export * from './media';
export * from './campaigns';
export { answerVariables, messageHasPhrase, normalizePhrase, serializeFlow } from './internal';
