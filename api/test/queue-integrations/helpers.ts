import { generateKeyPairSync } from 'node:crypto';
import { db, eq, queueIntegrations } from '@zapdesk/db';

let pem: string | null = null;
/** A service-account key as Google issues it (a fresh RSA key; nothing calls Google). */
export function serviceAccountJson(clientEmail = 'bot@agente-teste.iam.gserviceaccount.com') {
  pem ??= generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  return JSON.stringify({ type: 'service_account', project_id: 'agente-teste', private_key_id: 'k1', private_key: pem, client_email: clientEmail, token_uri: 'https://oauth2.googleapis.com/token' });
}

export const WEBHOOK_SECRET = 'whsec-0123456789-abcdefghij';

export const integrationBody = (over: Record<string, unknown> = {}) => ({ type: 'webhook', name: 'Meu webhook', urlN8N: 'https://hooks.example.com/zap', secret: WEBHOOK_SECRET, ...over });

export const integrationRow = async (id: number) => (await db().select().from(queueIntegrations).where(eq(queueIntegrations.id, id)))[0];
export const integrationsOf = (companyId: number) => db().select().from(queueIntegrations).where(eq(queueIntegrations.companyId, companyId));
