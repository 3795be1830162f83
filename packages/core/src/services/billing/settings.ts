import { paymentProviders, type BillingSettings, type BillingSettingsBody, type PaymentProviderName } from '@zapdesk/contracts';
import { db, platformSettings, sql, withTransaction } from '@zapdesk/db';
import { config } from '../../config';
import type { Ctx } from '../../context';
import { decryptSecret, encryptSecret } from '../../lib/secrets';
import { assertSuper } from '../../lib/guards';

/** The billing settings with their defaults; secrets are plain here (only the providers read them). */
export type BillingConfig = {
  provider: PaymentProviderName;
  invoiceDaysBefore: number;
  pixKey: string;
  merchantName: string;
  merchantCity: string;
  efiBaseUrl: string;
  efiClientId: string;
  efiClientSecret: string;
  efiWebhookSecret: string;
  asaasBaseUrl: string;
  asaasToken: string;
  asaasWebhookToken: string;
};

export const billingDefaults: BillingConfig = {
  provider: 'pix-static',
  invoiceDaysBefore: 10,
  pixKey: '',
  merchantName: 'ZAPDESK',
  merchantCity: 'SAO PAULO',
  efiBaseUrl: 'https://pix.api.efipay.com.br',
  efiClientId: '',
  efiClientSecret: '',
  efiWebhookSecret: '',
  asaasBaseUrl: 'https://api.asaas.com/v3',
  asaasToken: '',
  asaasWebhookToken: '',
};

const secretKeys = new Set<keyof BillingConfig>(['efiClientSecret', 'efiWebhookSecret', 'asaasToken', 'asaasWebhookToken']);
const keys = Object.keys(billingDefaults) as (keyof BillingConfig)[];

/** The platform's billing settings as stored (unknown or invalid values fall back to their defaults). */
export async function readBillingConfig(): Promise<BillingConfig> {
  const rows = await db().select().from(platformSettings);
  const out: BillingConfig = { ...billingDefaults };
  for (const r of rows) {
    const key = r.key as keyof BillingConfig;
    if (!keys.includes(key) || r.value === '') continue;
    if (key === 'provider') out.provider = (paymentProviders as readonly string[]).includes(r.value) ? (r.value as PaymentProviderName) : billingDefaults.provider;
    else if (key === 'invoiceDaysBefore') out.invoiceDaysBefore = Number.isInteger(Number(r.value)) && Number(r.value) >= 0 ? Number(r.value) : billingDefaults.invoiceDaysBefore;
    else if (secretKeys.has(key)) {
      try {
        (out as Record<string, unknown>)[key] = decryptSecret(r.value);
      } catch {
        (out as Record<string, unknown>)[key] = '';
      }
    } else (out as Record<string, unknown>)[key] = r.value;
  }
  return out;
}

const presentBilling = (c: BillingConfig): BillingSettings => ({
  provider: c.provider,
  invoiceDaysBefore: c.invoiceDaysBefore,
  pixKey: c.pixKey,
  merchantName: c.merchantName,
  merchantCity: c.merchantCity,
  efiBaseUrl: c.efiBaseUrl,
  efiClientId: c.efiClientId,
  efiClientSecret: !!c.efiClientSecret,
  efiWebhookSecret: !!c.efiWebhookSecret,
  asaasBaseUrl: c.asaasBaseUrl,
  asaasToken: !!c.asaasToken,
  asaasWebhookToken: !!c.asaasWebhookToken,
});

export async function showBillingSettings({ ctx }: { ctx: Ctx }): Promise<BillingSettings> {
  assertSuper(ctx);
  return presentBilling(await readBillingConfig());
}

/** Sets the fields sent (super users); secrets are sealed before they are stored, and never answered. */
export async function updateBillingSettings({ ctx, input }: { ctx: Ctx; input: BillingSettingsBody }): Promise<BillingSettings> {
  assertSuper(ctx);
  const now = new Date();
  await withTransaction(async (tx) => {
    for (const key of keys) {
      const v = input[key];
      if (v === undefined) continue;
      const value = secretKeys.has(key) ? encryptSecret(String(v)) : String(v);
      await tx
        .insert(platformSettings)
        .values({ key, value })
        .onConflictDoUpdate({ target: platformSettings.key, set: { value, updatedAt: now } });
    }
  });
  return presentBilling(await readBillingConfig());
}

/** For tests and the seed: the settings rows removed, so every value is its default. */
export const resetBillingSettings = () => withTransaction(async (tx) => void (await tx.delete(platformSettings).where(sql`1 = 1`)));
