export * from './inbound';
export * from './list-messages';
export * from './media';
export * from './scan';
export { assertSimulatorEnabled } from './internal';
