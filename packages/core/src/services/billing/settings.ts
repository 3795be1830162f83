import { paymentProviders, type BillingSettings, type BillingSettingsBody, type PaymentProviderName } from '@zapdesk/contracts';
import { and, asc, db, eq, platformSettings, settings, sql, users, withTransaction, type Db } from '@zapdesk/db';
import { config } from '../../config';
import type { Ctx } from '../../context';
import { decryptSecret, encryptSecret } from '../../lib/secrets';
import { assertSuper } from '../../lib/guards';
import { emitCompanyEvent, rooms } from '../../lib/realtime';
import { invalidateCompanySessions } from '../users/session-cache';

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
  /** Efí's client certificate (PEM), presented on every call (its API requires mutual TLS). */
  efiCert: string;
  /** The certificate's private key (PEM): a secret, sealed at rest. */
  efiKey: string;
  asaasBaseUrl: string;
  asaasToken: string;
  asaasWebhookToken: string;
  /** The external plan-subscription page /financeiro embeds (https only; empty: none). */
  subscriptionPageUrl: string;
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
  efiCert: '',
  efiKey: '',
  asaasBaseUrl: 'https://api.asaas.com/v3',
  asaasToken: '',
  asaasWebhookToken: '',
  subscriptionPageUrl: '',
};

const secretKeys = new Set<keyof BillingConfig>(['efiClientSecret', 'efiWebhookSecret', 'efiKey', 'asaasWebhookToken']);
/** The keys kept in platform_settings; the Asaas access token is the `asaas` setting of the platform's company instead. */
const keys: (keyof BillingConfig)[] = (Object.keys(billingDefaults) as (keyof BillingConfig)[]).filter((k) => k !== 'asaasToken');

/** The platform's own company: the one its first super user belongs to (the seed's super admin's company). */
export async function platformCompanyId(d: Db = db()): Promise<number | null> {
  const [row] = await d.select({ companyId: users.companyId }).from(users).where(eq(users.super, true)).orderBy(asc(users.id)).limit(1);
  return row?.companyId ?? null;
}

/** The Asaas access token: the `asaas` setting (spec core §3) of the platform's company. */
async function readAsaasToken(): Promise<string> {
  const companyId = await platformCompanyId();
  if (companyId === null) return '';
  const [row] = await db().select({ value: settings.value }).from(settings).where(and(eq(settings.companyId, companyId), eq(settings.key, 'asaas')));
  return row?.value.trim() ?? '';
}

/** The platform's billing settings as stored (unknown or invalid values fall back to their defaults). */
export async function readBillingConfig(): Promise<BillingConfig> {
  const rows = await db().select().from(platformSettings);
  const out: BillingConfig = { ...billingDefaults };
  for (const r of rows) {
    const key = r.key as keyof BillingConfig;
    if (!keys.includes(key) || r.value === '') continue;
    if (key === 'provider') out.provider = (paymentProviders as readonly string[]).includes(r.value) ? (r.value as PaymentProviderName) : billingDefaults.provider;
    else if (key === 'invoiceDaysBefore') out.invoiceDaysBefore = Number.isInteger(Number(r.value)) && Number(r.value) >= 0 ? Number(r.value) : billingDefaults.invoiceDaysBefore;
    else if (key === 'subscriptionPageUrl') out.subscriptionPageUrl = /^https:\/\/[^\s]+$/i.test(r.value) ? r.value : '';
    else if (secretKeys.has(key)) {
      try {
        (out as Record<string, unknown>)[key] = decryptSecret(r.value);
      } catch {
        (out as Record<string, unknown>)[key] = '';
      }
    } else (out as Record<string, unknown>)[key] = r.value;
  }
  out.asaasToken = await readAsaasToken();
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
  efiCert: !!c.efiCert,
  efiKey: !!c.efiKey,
  asaasBaseUrl: c.asaasBaseUrl,
  asaasToken: !!c.asaasToken,
  asaasWebhookToken: !!c.asaasWebhookToken,
  subscriptionPageUrl: c.subscriptionPageUrl,
});

export async function showBillingSettings({ ctx }: { ctx: Ctx }): Promise<BillingSettings> {
  assertSuper(ctx);
  return presentBilling(await readBillingConfig());
}

/**
 * Sets the fields sent (super users); secrets are sealed before they are stored, and never answered. The Asaas
 * access token is written to the `asaas` setting of the platform's company, where the company settings keep it
 * (its admins read it there); they hear of the change on `company-{id}-settings`.
 */
export async function updateBillingSettings({ ctx, input }: { ctx: Ctx; input: BillingSettingsBody }): Promise<BillingSettings> {
  assertSuper(ctx);
  const now = new Date();
  const asaasCompany = input.asaasToken !== undefined ? await platformCompanyId() : null;
  await withTransaction(async (tx) => {
    if (asaasCompany !== null) {
      await tx
        .insert(settings)
        .values({ companyId: asaasCompany, key: 'asaas', value: input.asaasToken! })
        .onConflictDoUpdate({ target: [settings.companyId, settings.key], set: { value: input.asaasToken!, updatedAt: now } });
    }
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
  if (asaasCompany !== null) {
    invalidateCompanySessions(asaasCompany);
    emitCompanyEvent([rooms.admins(asaasCompany)], asaasCompany, 'settings', { action: 'update', setting: { key: 'asaas', value: input.asaasToken! } });
  }
  return presentBilling(await readBillingConfig());
}

/** For tests and the seed: the settings rows removed (and the platform company's `asaas` setting emptied), so every value is its default. */
export async function resetBillingSettings() {
  const companyId = await platformCompanyId();
  await withTransaction(async (tx) => {
    await tx.delete(platformSettings).where(sql`1 = 1`);
    if (companyId !== null) await tx.update(settings).set({ value: '' }).where(and(eq(settings.companyId, companyId), eq(settings.key, 'asaas')));
  });
}
