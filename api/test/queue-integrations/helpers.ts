import { generateKeyPairSync } from 'node:crypto';
import { config, setConfig } from '@zapdesk/core';
import { db, eq, queueIntegrations } from '@zapdesk/db';
import { fakeServer, jsonAnswer } from '@zapdesk/testing';

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

/** A loopback Dialogflow (token endpoint and detectIntent) the config points at while a test runs. */
export function fakeDialogflow() {
  const fake = fakeServer((r) => {
    if (r.path === '/token') return jsonAnswer({ access_token: 'ya29.fake', expires_in: 3600 });
    if (r.path.includes('/projects/projeto-quebrado/')) return jsonAnswer({ error: { code: 403, message: 'Permission denied on project' } }, 403);
    const { text, languageCode } = JSON.parse(r.body).queryInput.text;
    return jsonAnswer({ queryResult: { fulfillmentMessages: [{ text: { text: [`${languageCode}: ${text}!`] } }], intent: { displayName: 'Default Welcome Intent' } } });
  });
  const original = config();
  setConfig({ ...original, dialogflowApiUrl: fake.url, googleTokenUrl: `${fake.url}/token` });
  return { ...fake, restore: () => (setConfig(original), fake.stop()) };
}
