import { afterAll, afterEach, beforeAll, describe, expect, test } from 'bun:test';
import { config, issueDueInvoices, parseBrCode, platformCompanyId, resetBillingSettings, setConfig, staticTxid } from '@zapdesk/core';
import { and, db, eq, invoices, platformSettings, settings as companySettings } from '@zapdesk/db';
import { call, makeCompany, makeSuper, makeUser, recordRealtime, type TestUser } from '@zapdesk/testing';
import { fakeAsaas, fakeEfi, throwawayPki } from './fakes';
import { billedCompany, day, dueDateOf, invoicesOf } from './helpers';

const rt = recordRealtime();
const checkoutForm = (invoiceId: number) => ({ firstName: 'Ana', lastName: 'Souza', address2: 'Rua das Flores, 10', city: 'Recife', state: 'PE', zipcode: '50000-000', country: 'BR', invoiceId, cardNumber: '4111 1111 1111 1111', cvv: '123', nameOnCard: 'ANA SOUZA', expiryDate: '12/39' });
let su: TestUser;
const settings = (body: Record<string, unknown>) => call('PUT', '/billing/settings', { token: su.token, body });

async function invoiced(value = 99.9) {
  const t = await billedCompany({ dueDate: new Date(Date.now() + 5 * day), value });
  await issueDueInvoices();
  const [invoice] = await invoicesOf(t.company.id);
  return { ...t, invoice };
}
const row = async (id: number) => (await db().select().from(invoices).where(eq(invoices.id, id)))[0];

const configBefore = config();
const allowHosts = (outboundAllowHosts: string[]) => setConfig({ ...configBefore, outboundAllowHosts });
beforeAll(async () => {
  su = await makeSuper();
  allowHosts(['127.0.0.1']);
});
afterEach(() => allowHosts(['127.0.0.1']));
afterAll(async () => {
  setConfig(configBefore);
  await resetBillingSettings();
});

describe('pix-static (the default)', () => {
  test('POST /subscription answers a BR Code for the platform key, the invoice amount and id, with its QR; the same code again later', async () => {
    await resetBillingSettings();
    expect((await settings({ pixKey: '+5511987654321', merchantName: 'Zapdesk', merchantCity: 'Campinas' })).status).toBe(200);
    const t = await invoiced(149.5);
    const res = await call('POST', '/subscription', { token: t.admin.token, body: checkoutForm(t.invoice.id) });
    expect(res.status).toBe(200);
    expect(res.body.valor).toEqual({ original: '149.50' });
    const { fields, crcOk } = parseBrCode(res.body.qrcode.qrcode);
    expect(crcOk).toBe(true);
    expect(fields.get('26')).toContain('+5511987654321');
    expect(fields.get('54')).toBe('149.50');
    expect(fields.get('62')).toContain(staticTxid(t.invoice.id));
    expect(res.body.qrcode.imagemQrcode).toStartWith('data:image/png;base64,');
    expect(await row(t.invoice.id)).toMatchObject({ provider: 'pix-static', txid: staticTxid(t.invoice.id), chargeCode: res.body.qrcode.qrcode, status: 'open' });
    const again = await call('POST', '/subscription', { token: t.admin.token, body: checkoutForm(t.invoice.id) });
    expect(again.body.qrcode.qrcode).toBe(res.body.qrcode.qrcode);
    // A forged webhook for a static code is refused: only a super user confirms it.
    const hook = await call('POST', '/payments/webhook/efi', { body: { pix: [{ txid: staticTxid(t.invoice.id), valor: '149.50' }] } });
    expect(hook.status).toBe(401);
    expect((await row(t.invoice.id)).status).toBe('open');
  });

  test('without a PIX key the checkout answers 502 ERR_PAYMENT_PROVIDER and stores no charge', async () => {
    await resetBillingSettings();
    const t = await invoiced();
    const res = await call('POST', '/subscription', { token: t.admin.token, body: checkoutForm(t.invoice.id) });
    expect(res).toMatchObject({ status: 502, body: { error: 'ERR_PAYMENT_PROVIDER' } });
    expect((await row(t.invoice.id)).chargeCode).toBeNull();
  });
});

describe('efi (against a loopback fake of its PIX API)', () => {
  const fake = fakeEfi({ clientId: 'Client_Id_zapdesk', clientSecret: 'Client_Secret_zapdesk' });
  afterAll(() => fake.stop());
  const useEfi = () => settings({ provider: 'efi', efiBaseUrl: fake.url, efiClientId: 'Client_Id_zapdesk', efiClientSecret: 'Client_Secret_zapdesk', efiWebhookSecret: 'hook-secret-1', pixKey: 'chave@zapdesk.dev' });
  const notify = (pix: unknown[], hmac = 'hook-secret-1') => call('POST', `/payments/webhook/efi/pix?hmac=${hmac}`, { body: { pix } });

  test('checkout creates one cob of the invoice amount to the platform key; the paid webhook renews once and the company hears CONCLUIDA', async () => {
    await resetBillingSettings();
    expect((await useEfi()).status).toBe(200);
    const t = await invoiced(89.9);
    const res = await call('POST', '/subscription', { token: t.admin.token, body: checkoutForm(t.invoice.id) });
    expect(res.status).toBe(200);
    expect(res.body.valor.original).toBe('89.90');
    expect(res.body.qrcode.imagemQrcode).toStartWith('data:image/png;base64,');
    const cob = fake.calls.find((c) => c.method === 'PUT')!;
    expect(cob.body).toMatchObject({ valor: { original: '89.90' }, chave: 'chave@zapdesk.dev' });
    const stored = await row(t.invoice.id);
    expect(stored.txid).toMatch(/^[A-Za-z0-9]{26,35}$/);
    expect(cob.path).toBe(`/v2/cob/${stored.txid}`);
    // The card never reaches the provider.
    expect(JSON.stringify(fake.calls.map((c) => c.body))).not.toContain('4111');
    const cobsBefore = fake.cobs.size;
    await call('POST', '/subscription', { token: t.admin.token, body: checkoutForm(t.invoice.id) });
    expect(fake.cobs.size).toBe(cobsBefore);

    const before = (await dueDateOf(t.company.id))!;
    rt.emitted.length = 0;
    const paid = await notify([{ endToEndId: 'E1234', txid: stored.txid, valor: '89.90', horario: new Date().toISOString() }]);
    expect(paid.body).toEqual({ received: 1, confirmed: 1, duplicates: 0, ignored: 0 });
    const after = (await dueDateOf(t.company.id))!;
    expect(after.getTime()).toBeGreaterThan(before.getTime());
    expect(rt.emitted.filter((e) => e.event === `company-${t.company.id}-payment`)).toHaveLength(1);
    // The same notification again: nothing more.
    const replay = await notify([{ endToEndId: 'E1234', txid: stored.txid, valor: '89.90' }]);
    expect(replay.body).toEqual({ received: 1, confirmed: 0, duplicates: 1, ignored: 0 });
    expect((await dueDateOf(t.company.id))!.toISOString()).toBe(after.toISOString());
    expect((await row(t.invoice.id)).status).toBe('paid');
  });

  test('a forged secret answers 401 and changes nothing; an unknown txid and another amount are ignored', async () => {
    await resetBillingSettings();
    await useEfi();
    const t = await invoiced(50);
    await call('POST', '/subscription', { token: t.admin.token, body: checkoutForm(t.invoice.id) });
    const { txid } = await row(t.invoice.id);
    const before = await dueDateOf(t.company.id);
    for (const hmac of ['wrong-secret', '', 'hook-secret-1x']) {
      const forged = await notify([{ txid, valor: '50.00' }], hmac);
      expect(forged).toMatchObject({ status: 401, body: { error: 'ERR_INVALID_WEBHOOK' } });
    }
    expect(await notify([{ txid: 'zdunknown0000000000000000000', valor: '50.00' }]).then((r) => r.body)).toEqual({ received: 1, confirmed: 0, duplicates: 0, ignored: 1 });
    expect(await notify([{ txid, valor: '0.01' }]).then((r) => r.body)).toEqual({ received: 1, confirmed: 0, duplicates: 0, ignored: 1 });
    expect((await row(t.invoice.id)).status).toBe('open');
    expect(await dueDateOf(t.company.id)).toEqual(before);
    // Not JSON: 400.
    expect((await call('POST', '/payments/webhook/efi?hmac=hook-secret-1', { body: 'not json' })).status).toBe(400);
  });

  test('the provider failing answers 502 and stores no charge; a private address outside OUTBOUND_ALLOW_HOSTS is never called', async () => {
    await resetBillingSettings();
    await useEfi();
    const t = await invoiced();
    let fail = true;
    const failing = fakeEfi({ clientId: 'Client_Id_zapdesk', clientSecret: 'Client_Secret_zapdesk', failCob: () => fail });
    await settings({ efiBaseUrl: failing.url });
    const res = await call('POST', '/subscription', { token: t.admin.token, body: checkoutForm(t.invoice.id) });
    expect(res).toMatchObject({ status: 502, body: { error: 'ERR_PAYMENT_PROVIDER' } });
    expect((await row(t.invoice.id)).chargeCode).toBeNull();
    fail = false;
    allowHosts(['example.com']);
    const calls = failing.calls.length;
    const guarded = await call('POST', '/subscription', { token: t.admin.token, body: checkoutForm(t.invoice.id) });
    expect(guarded).toMatchObject({ status: 502, body: { error: 'ERR_PAYMENT_PROVIDER' } });
    expect(failing.calls.length).toBe(calls);
    failing.stop();
  });
});

describe('efi over mutual TLS (an HTTPS fake that asks for the client certificate, like Efí)', () => {
  let pki: ReturnType<typeof throwawayPki>;
  let fake: ReturnType<typeof fakeEfi>;
  beforeAll(() => {
    pki = throwawayPki();
    fake = fakeEfi({ clientId: 'Client_Id_zapdesk', clientSecret: 'Client_Secret_zapdesk', tls: { ...pki.server, ca: pki.ca } });
  });
  afterAll(() => fake.stop());
  // The fake's server certificate is of the test's own CA: trusted through EFI_CA_FILE's setting.
  const trustTestCa = () => setConfig({ ...configBefore, outboundAllowHosts: ['127.0.0.1'], efiCa: pki.ca });
  const useEfi = (extra: Record<string, unknown> = {}) =>
    settings({ provider: 'efi', efiBaseUrl: fake.url, efiClientId: 'Client_Id_zapdesk', efiClientSecret: 'Client_Secret_zapdesk', efiWebhookSecret: 'hook-secret-1', pixKey: 'chave@zapdesk.dev', ...extra });

  test('without the client certificate, or with one of another CA, the handshake is refused: 502 ERR_PAYMENT_PROVIDER and no charge stored', async () => {
    trustTestCa();
    await resetBillingSettings();
    expect((await useEfi()).body).toMatchObject({ efiCert: false, efiKey: false });
    const t = await invoiced(70);
    const bare = await call('POST', '/subscription', { token: t.admin.token, body: checkoutForm(t.invoice.id) });
    expect(bare).toMatchObject({ status: 502, body: { error: 'ERR_PAYMENT_PROVIDER' } });
    expect(await row(t.invoice.id)).toMatchObject({ chargeCode: null, txid: null });
    expect((await useEfi({ efiCert: pki.stranger.cert, efiKey: pki.stranger.key })).body).toMatchObject({ efiCert: true, efiKey: true });
    const stranger = await call('POST', '/subscription', { token: t.admin.token, body: checkoutForm(t.invoice.id) });
    expect(stranger).toMatchObject({ status: 502, body: { error: 'ERR_PAYMENT_PROVIDER' } });
    expect(await row(t.invoice.id)).toMatchObject({ chargeCode: null, txid: null });
    // No request got past the handshake.
    expect(fake.calls).toHaveLength(0);
  });

  test('with the certificate Efí issued: token, cob and QR over mutual TLS, the webhook confirms; the key is sealed and never answered', async () => {
    trustTestCa();
    await resetBillingSettings();
    const put = await useEfi({ efiCert: pki.client.cert, efiKey: pki.client.key });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ efiCert: true, efiKey: true });
    const shown = await call('GET', '/billing/settings', { token: su.token });
    expect(shown.body).toMatchObject({ efiCert: true, efiKey: true });
    expect(JSON.stringify(shown.body)).not.toContain('PRIVATE KEY');
    expect(JSON.stringify(shown.body)).not.toContain('BEGIN CERTIFICATE');
    const [stored] = await db().select().from(platformSettings).where(eq(platformSettings.key, 'efiKey'));
    expect(stored.value).not.toContain('PRIVATE KEY');

    const t = await invoiced(64.5);
    const before = (await dueDateOf(t.company.id))!;
    const res = await call('POST', '/subscription', { token: t.admin.token, body: checkoutForm(t.invoice.id) });
    expect(res.status).toBe(200);
    expect(res.body.valor.original).toBe('64.50');
    expect(fake.calls.map((c) => `${c.method} ${c.path.replace(/\/v2\/cob\/.+/, '/v2/cob/:txid').replace(/\/v2\/loc\/\d+/, '/v2/loc/:id')}`)).toEqual(['POST /oauth/token', 'PUT /v2/cob/:txid', 'GET /v2/loc/:id/qrcode']);
    const { txid } = await row(t.invoice.id);
    expect(fake.cobs.get(1)).toMatchObject({ txid, valor: '64.50' });
    const paid = await call('POST', `/payments/webhook/efi/pix?hmac=hook-secret-1`, { body: { pix: [{ endToEndId: 'E77', txid, valor: '64.50' }] } });
    expect(paid.body).toEqual({ received: 1, confirmed: 1, duplicates: 0, ignored: 0 });
    expect((await row(t.invoice.id)).status).toBe('paid');
    expect((await dueDateOf(t.company.id))!.getTime()).toBeGreaterThan(before.getTime());

    // Emptied, the certificate is unset again and the next call is refused.
    expect((await useEfi({ efiCert: '', efiKey: '' })).body).toMatchObject({ efiCert: false, efiKey: false });
    const next = await invoiced(65);
    expect((await call('POST', '/subscription', { token: next.admin.token, body: checkoutForm(next.invoice.id) })).body.error).toBe('ERR_PAYMENT_PROVIDER');
  });

  test('a certificate or key that is not PEM answers 400 with the field, and nothing is stored', async () => {
    await resetBillingSettings();
    for (const body of [{ efiCert: 'MIIC-not-pem' }, { efiKey: 'secret' }, { efiCert: pki.client.key }, { efiKey: pki.client.cert }]) {
      const res = await settings({ pixKey: 'never@zapdesk.dev', ...body });
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body)).toContain(Object.keys(body)[0]);
    }
    expect(await db().select().from(platformSettings)).toEqual([]);
  });
});

describe('asaas (against a loopback fake of its API)', () => {
  const fake = fakeAsaas({ token: '$aact_test_token' });
  afterAll(() => fake.stop());

  test('checkout creates the customer and a PIX payment; the webhook with the right token confirms once; a wrong token is refused', async () => {
    await resetBillingSettings();
    await settings({ provider: 'asaas', asaasBaseUrl: fake.url, asaasToken: '$aact_test_token', asaasWebhookToken: 'asaas-hook-token' });
    const t = await invoiced(120);
    const res = await call('POST', '/subscription', { token: t.admin.token, body: { ...checkoutForm(t.invoice.id), email: 'billing@acme.test' } });
    expect(res.status).toBe(200);
    expect(res.body.valor.original).toBe('120.00');
    const stored = await row(t.invoice.id);
    expect(fake.payments.get(stored.txid!)).toEqual({ value: 120, externalReference: String(t.invoice.id) });
    expect(fake.calls.find((c) => c.path === '/v3/customers')?.body).toMatchObject({ name: 'Ana Souza', email: 'billing@acme.test' });
    const hook = (token: string, value = 120, event = 'PAYMENT_RECEIVED') => call('POST', '/payments/webhook/asaas', { headers: { 'asaas-access-token': token }, body: { event, payment: { id: stored.txid, value, billingType: 'PIX' } } });
    expect((await hook('wrong')).status).toBe(401);
    expect((await hook('asaas-hook-token', 120, 'PAYMENT_CREATED')).body).toEqual({ received: 0, confirmed: 0, duplicates: 0, ignored: 0 });
    expect((await hook('asaas-hook-token', 12)).body.ignored).toBe(1);
    expect((await row(t.invoice.id)).status).toBe('open');
    expect((await hook('asaas-hook-token')).body.confirmed).toBe(1);
    expect((await hook('asaas-hook-token', 120, 'PAYMENT_CONFIRMED')).body.duplicates).toBe(1);
    expect((await row(t.invoice.id)).status).toBe('paid');
  });

  test("the access token is the `asaas` setting of the platform's company: the billing settings write it there, its admins change it there", async () => {
    await resetBillingSettings();
    await settings({ provider: 'asaas', asaasBaseUrl: fake.url, asaasToken: '$aact_test_token' });
    const platform = (await platformCompanyId())!;
    const asaasSetting = async () => (await db().select().from(companySettings).where(and(eq(companySettings.companyId, platform), eq(companySettings.key, 'asaas'))))[0]?.value;
    expect(await asaasSetting()).toBe('$aact_test_token');
    expect(await db().select().from(platformSettings).where(eq(platformSettings.key, 'asaasToken'))).toEqual([]);
    expect((await call('GET', '/billing/settings', { token: su.token })).body.asaasToken).toBe(true);
    const admin = await makeUser(platform, { profile: 'admin' });
    expect((await call('GET', '/settings/asaas', { token: admin.token })).body.value).toBe('$aact_test_token');
    // Changed through the company settings, the next charge uses the new token (the fake refuses it).
    expect((await call('PUT', '/settings/asaas', { token: admin.token, body: { value: '$aact_revoked' } })).status).toBe(200);
    const t = await invoiced(80);
    const refused = await call('POST', '/subscription', { token: t.admin.token, body: checkoutForm(t.invoice.id) });
    expect(refused.body.error).toBe('ERR_PAYMENT_PROVIDER');
    expect((await row(t.invoice.id)).chargeCode).toBeNull();
    await call('PUT', '/settings/asaas', { token: admin.token, body: { value: '$aact_test_token' } });
    const ok = await call('POST', '/subscription', { token: t.admin.token, body: checkoutForm(t.invoice.id) });
    expect(ok.status).toBe(200);
    expect(fake.calls.filter((c) => c.path === '/v3/payments').at(-1)?.headers.get('access_token')).toBe('$aact_test_token');
    // Another company's `asaas` setting is not the platform's token.
    const other = await makeCompany();
    await call('PUT', '/settings/asaas', { token: other.admin.token, body: { value: '$aact_other' } });
    expect(await asaasSetting()).toBe('$aact_test_token');
    const next = await invoiced(81);
    expect((await call('POST', '/subscription', { token: next.admin.token, body: checkoutForm(next.invoice.id) })).status).toBe(200);
  });
});

describe('checkout refusals', () => {
  test('a paid or cancelled invoice has no payment code; another company\'s invoice is not found', async () => {
    await resetBillingSettings();
    await settings({ pixKey: 'chave@zapdesk.dev' });
    const t = await invoiced();
    await call('PUT', `/invoices/${t.invoice.id}/pay`, { token: su.token, body: { note: 'ok' } });
    expect((await call('POST', '/subscription', { token: t.admin.token, body: checkoutForm(t.invoice.id) })).body.error).toBe('ERR_INVOICE_INVALID_TRANSITION');
    const other = await makeCompany();
    expect((await call('POST', '/subscription', { token: other.admin.token, body: checkoutForm(t.invoice.id) })).body.error).toBe('ERR_NO_INVOICE_FOUND');
  });
});
