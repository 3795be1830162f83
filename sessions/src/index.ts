export * from './providers';
