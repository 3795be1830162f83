import { randomBytes } from 'node:crypto';

/** A message id chosen before sending (WhatsApp Web style), so a retried send is recognised, never doubled. */
export const newProviderMessageId = () => '3EB0' + randomBytes(10).toString('hex').toUpperCase();
