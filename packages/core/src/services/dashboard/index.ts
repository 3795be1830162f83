export * from './charts';
export * from './counters';
export * from './period';
