export { createOutboxWorker, outboxBackoff, outboundOf, SEND_ERROR, DELETE_ERROR, type OutboxWorker, type OutboxWorkerOptions } from './worker';
export { claimOutbox, dueOutbox, type OutboxRow } from './claim';
