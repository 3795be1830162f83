export * from './crud';
export * from './media';
export * from './campaigns';
export { answerVariables, messageHasPhrase, normalizePhrase, serializeFlow } from './internal';
export { endWalksOfTicket, resumeWalk, flowJobs, flowTriggersChanged, runFlowsOnMessage, startWalk, walkStats, FLOW_RESUME_JOB, FLOW_MENU_MAX_TRIES, FLOW_MAX_STEPS, type WalkScope } from './engine';
export * from './try';
