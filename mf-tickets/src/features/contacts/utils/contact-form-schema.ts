import { z } from 'zod';

/** Translates a key of the contacts namespace (the caller's `t`). */
export type Translate = (key: string) => string;

/** The add/edit dialog's rules (core.md §5): name 2–50, number 8–50 digits (punctuation ignored), e-mail valid or empty. */
export function contactFormSchema(t: Translate) {
  return z.object({
    name: z.string().trim().min(1, t('form.errors.required')).min(2, t('form.errors.nameShort')).max(50, t('form.errors.nameLong')),
    number: z
      .string()
      .trim()
      .min(1, t('form.errors.required'))
      .refine((v) => /^\d{8,50}$/.test(v.replace(/[\s+\-()]/g, '')), t('form.errors.number')),
    email: z.union([z.literal(''), z.string().trim().email(t('form.errors.email'))]),
    extraInfo: z.array(
      z.object({
        id: z.number().optional(),
        name: z.string().trim().min(1, t('form.errors.required')).max(100, t('form.errors.nameLong')),
        value: z.string().max(2000, t('form.errors.nameLong')),
      }),
    ),
  });
}

export type ContactFormValues = z.infer<ReturnType<typeof contactFormSchema>>;
