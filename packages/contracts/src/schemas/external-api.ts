import { z } from 'zod';
import { nullableRefId } from './common';

/** Multipart fields arrive as text: "true"/"false", "1"/"0" are read as booleans. */
const looseBool = z.preprocess((v) => (v === 'true' || v === '1' ? true : v === 'false' || v === '0' || v === '' ? false : v), z.boolean());

/** A phone number as integrators send it: digits with any punctuation (`+55 (11) 91234-5678`), 8 to 15 digits once cleaned. */
export const externalNumber = z
  .string()
  .trim()
  .min(1, 'required')
  .max(40)
  .transform((v) => v.replace(/\D/g, ''))
  .pipe(z.string().regex(/^\d{8,15}$/, 'a phone number of 8 to 15 digits'));

/**
 * POST /api/messages/send (JSON, or the text fields of a multipart send). `queueId` and `userId` move the
 * conversation to that queue or attendant; `closeTicket` resolves it after the message; `sendSignature`
 * signs the text with the attendant's name (needs `userId`).
 */
export const ExternalSendBody = z.object({
  number: externalNumber,
  body: z.string().max(65536).default(''),
  queueId: nullableRefId.optional(),
  userId: nullableRefId.optional(),
  closeTicket: looseBool.optional(),
  sendSignature: looseBool.optional(),
});
export type ExternalSendBody = z.output<typeof ExternalSendBody>;

/** POST /api/messages/checkNumber. */
export const ExternalCheckNumberBody = z.object({ number: externalNumber });
export type ExternalCheckNumberBody = z.output<typeof ExternalCheckNumberBody>;
