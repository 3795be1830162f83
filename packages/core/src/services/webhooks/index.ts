export * from './crud';
export { captureForWebhooks, noteTicketCreated, WEBHOOK_DELIVER } from './capture';
export { deliverChain, retryDelayMs, setDeliverOptions, webhookJobs } from './deliver';
