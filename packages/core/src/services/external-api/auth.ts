import { AppError } from '@zapdesk/contracts';
import { eq, runPrepared, sql, whatsapps } from '@zapdesk/db';
import { connectionCtx, type ConnectionActor } from '../../context';
import { config } from '../../config';
import { assertPlanFeature } from '../../lib/guards';
import { hitRateLimit } from '../../lib/rate-limit';

/** Tokens are 16 to 100 URL-safe characters (connectionToken); anything else is not looked up. */
const TOKEN_SHAPE = /^[A-Za-z0-9_.-]{16,100}$/;

/**
 * The external API's credential: a connection's token. An unknown token answers 403 ERR_SESSION_EXPIRED
 * (as every refused credential); a company whose plan lacks useExternalApi, 403 ERR_PLAN_FEATURE_DISABLED;
 * a token past its requests per second (the connection's apiRateLimit, else the server's default), 429
 * ERR_RATE_LIMITED with the seconds to wait.
 */
export async function authorizeExternalCall(token: string | undefined | null): Promise<{ actor: ConnectionActor }> {
  if (!token || !TOKEN_SHAPE.test(token)) throw new AppError('ERR_SESSION_EXPIRED', 'Invalid token');
  const [conn] = await runPrepared(
    'connection-by-token',
    (d) => d.select({ id: whatsapps.id, companyId: whatsapps.companyId, apiRateLimit: whatsapps.apiRateLimit }).from(whatsapps).where(eq(whatsapps.token, sql.placeholder('token'))),
    { token },
  );
  if (!conn) throw new AppError('ERR_SESSION_EXPIRED', 'Invalid token');
  const ctx = connectionCtx({ companyId: conn.companyId, whatsappId: conn.id });
  await assertPlanFeature(ctx, 'useExternalApi');
  await hitRateLimit(`extapi:${conn.id}`, conn.apiRateLimit > 0 ? conn.apiRateLimit : config().externalApiRateLimit, 1);
  return ctx;
}
