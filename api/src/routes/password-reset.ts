import { Hono } from 'hono';
import { ForgetPasswordParam, ResetPasswordParam, ResultMessage } from '@zapdesk/contracts';
import { requestPasswordReset, resetPassword } from '@zapdesk/core';
import type { AppEnv } from '../env';
import { clientIp } from '../lib/client-ip';
import { doc, json, v } from '../lib/validate';

// The paths carry the e-mail, the code and the new password: the request log redacts them (redactPath).
export const passwordResetRoutes = new Hono<AppEnv>({ strict: false })
  .post(
    '/forgetpassword/:email',
    doc({ summary: 'Send a 6-digit reset code to the e-mail (404 ERR_USER_DONT_EXISTS when unknown)', tags: ['password reset'], auth: 'none', responses: json(ResultMessage, 'The code was sent') }),
    v('param', ForgetPasswordParam),
    async (c) => c.json(await requestPasswordReset({ input: { email: c.req.valid('param').email, ip: clientIp(c) } })),
  )
  .post(
    '/resetpasswords/:email/:token/:newPassword',
    doc({ summary: 'Set a new password with the reset code (single use; 5 wrong tries end it); ends every session', tags: ['password reset'], auth: 'none', responses: json(ResultMessage, 'The password was changed') }),
    v('param', ResetPasswordParam),
    async (c) => c.json(await resetPassword({ input: { ...c.req.valid('param'), ip: clientIp(c) } })),
  );
