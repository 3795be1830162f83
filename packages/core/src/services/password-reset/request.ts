import { randomInt } from 'node:crypto';
import { AppError, type Language, type ResultMessage } from '@zapdesk/contracts';
import { and, db, eq, isNull, passwordResets, users, withTransaction } from '@zapdesk/db';
import { config } from '../../config';
import { sha256 } from '../../lib/crypto';
import { log } from '../../lib/logger';
import { sendMail } from '../../lib/mail';
import { hitRateLimit } from '../../lib/rate-limit';

/**
 * Step one of the reset screen: a 6-digit code for the user of this e-mail (only its hash is kept;
 * earlier unused codes stop working), sent by e-mail. An unknown e-mail answers 404 (spec).
 */
export async function requestPasswordReset({ input }: { input: { email: string; ip: string } }): Promise<ResultMessage> {
  const cfg = config();
  await hitRateLimit(`reset:ip:${input.ip}`, cfg.rateLimitLogin * 3, cfg.rateLimitWindowSec);
  // Per e-mail over a window 60 times longer: each code allows 5 guesses, so fresh codes must be scarce.
  await hitRateLimit(`reset:email:${input.email}`, cfg.rateLimitLogin, cfg.rateLimitWindowSec * 60);
  const [user] = await db().select({ id: users.id, name: users.name, email: users.email, language: users.language }).from(users).where(eq(users.email, input.email));
  if (!user) throw new AppError('ERR_USER_DONT_EXISTS', 'No user with this e-mail');
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await withTransaction(async (tx) => {
    const now = new Date();
    await tx.update(passwordResets).set({ usedAt: now }).where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt)));
    await tx.insert(passwordResets).values({ userId: user.id, codeHash: sha256(code), expiresAt: new Date(now.getTime() + cfg.resetCodeTtlMin * 60_000) });
  });
  const via = await sendMail({ to: user.email, ...resetMail((user.language as Language | null) ?? 'pt', user.name, code, cfg.resetCodeTtlMin) });
  log.info('password reset code issued', { userId: user.id, via });
  return { message: 'Reset code sent' };
}

function resetMail(lang: Language, name: string, code: string, minutes: number) {
  switch (lang) {
    case 'en':
      return { subject: 'Your password reset code', text: `Hello ${name},\n\nYour code to reset your Zapdesk password:\n\n${code}\n\nIt is valid for ${minutes} minutes. If you did not ask for it, ignore this e-mail.\n` };
    case 'es':
      return { subject: 'Su código para restablecer la contraseña', text: `Hola ${name}:\n\nSu código para restablecer la contraseña de Zapdesk:\n\n${code}\n\nEs válido durante ${minutes} minutos. Si no lo pidió, ignore este correo.\n` };
    default:
      return { subject: 'Seu código para redefinir a senha', text: `Olá ${name},\n\nSeu código para redefinir a senha do Zapdesk:\n\n${code}\n\nEle vale por ${minutes} minutos. Se você não pediu, ignore este e-mail.\n` };
  }
}
