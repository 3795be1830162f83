export * from './list';
export * from './show';
export * from './update';
export { secretSettingKeys } from './internal';
