import { z } from 'zod';

export type ContactListItemValues = { name: string; number: string; email: string };

/** The item form's rules (admin-automation.md §5: name 2 to 50, number 8 to 50 digits, e-mail valid when given). */
export function contactListItemSchema(m: { required: string; tooShort: string; tooLong: string; email: string; numberShort: string; numberLong: string }) {
  const digits = (s: string) => s.replace(/\D/g, '').length;
  return z.object({
    name: z.string().trim().min(1, { message: m.required, abort: true }).min(2, m.tooShort).max(50, m.tooLong),
    number: z
      .string()
      .trim()
      .min(1, { message: m.required, abort: true })
      .refine((s) => digits(s) >= 8, m.numberShort)
      .refine((s) => digits(s) <= 50, m.numberLong),
    email: z.union([z.literal(''), z.string().trim().email(m.email)]),
  });
}
