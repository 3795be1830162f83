import { z } from 'zod';
import { email } from './common';

/** New password rule of the reset screen: at least 8 characters with a digit, a lowercase and an uppercase letter. */
export const strongPassword = z
  .string()
  .min(8, 'at least 8 characters')
  .max(100, 'at most 100 characters')
  .regex(/\d/, 'needs a digit')
  .regex(/[a-z]/, 'needs a lowercase letter')
  .regex(/[A-Z]/, 'needs an uppercase letter');

export const ForgetPasswordParam = z.object({ email });
export const ResetPasswordParam = z.object({ email, token: z.string().trim().min(1).max(64), newPassword: strongPassword });
