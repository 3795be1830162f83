import { createTransport, type Transporter } from 'nodemailer';
import { AppError } from '@zapdesk/contracts';
import { inTransaction, mailbox, withTransaction } from '@zapdesk/db';
import { config } from '../config';
import { log } from './logger';

export type Mail = { to: string; subject: string; text: string };

let cached: { url: string; transport: Transporter } | null = null;
const smtp = (url: string) => {
  if (cached?.url !== url) cached = { url, transport: createTransport({ url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 }) };
  return cached.transport;
};

/**
 * Sends through SMTP_URL when set; otherwise keeps the mail in the `mailbox` table for the
 * operator. SMTP is network I/O, so it must not be called inside a transaction.
 */
export async function sendMail(mail: Mail): Promise<'smtp' | 'mailbox'> {
  const cfg = config();
  if (cfg.smtpUrl) {
    if (inTransaction()) throw new Error('sendMail over SMTP inside a transaction');
    try {
      await smtp(cfg.smtpUrl).sendMail({ from: cfg.mailFrom, to: mail.to, subject: mail.subject, text: mail.text });
    } catch (e) {
      log.warn('mail delivery failed', { to: mail.to, subject: mail.subject, reason: (e as Error)?.message });
      throw new AppError('ERR_SENDING_MAIL', 'The e-mail could not be sent; try again later');
    }
    return 'smtp';
  }
  const [row] = await withTransaction((tx) => tx.insert(mailbox).values(mail).returning({ id: mailbox.id }));
  log.info('mail stored in the mailbox (no SMTP_URL)', { mailboxId: row.id, to: mail.to, subject: mail.subject });
  return 'mailbox';
}
