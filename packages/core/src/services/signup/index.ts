export * from './sign-up';
