export * from './auto-text';
export * from './hours';
export * from './queue-bot';
export * from './rating';
