export * from './create';
export * from './delete';
export { serializeSchedule, serializeSchedules, type ScheduleView } from './internal';
export * from './jobs';
export * from './list';
export * from './media';
export * from './show';
export * from './update';
