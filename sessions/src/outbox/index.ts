export { createOutboxWorker, outboxBackoff, outboundOf, SEND_ERROR, DELETE_ERROR, type OutboxWorker, type OutboxWorkerOptions } from './worker';
export { claimOutbox, connectionsWithDueRows, dueOutbox, type OutboxRow } from './claim';
