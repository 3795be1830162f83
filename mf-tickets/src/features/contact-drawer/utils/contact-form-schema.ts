import { z } from 'zod';

/**
 * The contact form of core.md §5: name required 2–50, number 8–50 (the phone punctuation the API strips
 * is allowed), e-mail valid when given. Messages are i18n keys of the tickets namespace.
 */
export const contactFormSchema = z.object({
  name: z.string().trim().min(2, 'contact.validation.nameShort').max(50, 'contact.validation.nameLong'),
  number: z
    .string()
    .trim()
    .min(8, 'contact.validation.numberShort')
    .max(50, 'contact.validation.numberLong')
    .refine((v) => /^\d{8,50}$/.test(v.replace(/[\s+\-()]/g, '')), 'contact.validation.numberDigits'),
  email: z.union([z.literal(''), z.string().trim().email('contact.validation.email')]),
  extraInfo: z.array(z.object({ id: z.number().optional(), name: z.string().trim().min(1, 'contact.validation.required').max(100), value: z.string().max(2000) })).max(100),
});

export type ContactFormValues = z.infer<typeof contactFormSchema>;
