export { serializePlan, publicPlan, findPlanOrThrow } from './serialize';
export * from './list-public';
export * from './list';
export * from './show';
export { createPlan } from './create';
export * from './update';
export * from './delete';
