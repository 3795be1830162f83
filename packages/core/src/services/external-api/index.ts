export * from './auth';
export * from './check-number';
export * from './send';
