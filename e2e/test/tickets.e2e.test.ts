import { beforeAll, describe, expect } from 'bun:test';
import { deflateSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { demo, login, screenshot } from '../src/harness';
import { apiOk } from '../src/api-client';
import { eventually, settled, until } from '../src/eventually';
import { browserSuite, SETUP_TIMEOUT, test } from '../src/suite';

const suite = browserSuite();
const { openPage } = suite;

let adminToken: string;
const api = <T = any>(method: string, path: string, body?: unknown, token = adminToken) => apiOk<T>(suite.product, token, method, path, body);
let simulatorId: number;

const CONTACT = { number: '5511955501234', name: 'Carla Ensaio' };

/** A small solid-colour PNG (the reply's image). */
function png(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const table = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const byte of buf) c = table[(c ^ byte) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const td = Buffer.concat([Buffer.from(type), data]);
    const c = Buffer.alloc(4);
    c.writeUInt32BE(crc(td));
    return Buffer.concat([len, td, c]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => [r, g, b]).flat())]);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}

beforeAll(async () => {
  adminToken = (await api<{ token: string }>('POST', '/auth/login', { email: demo.admin, password: demo.password }, '')).token;
  const connections = await api<{ id: number; provider: string; status: string }[]>('GET', '/whatsapp');
  simulatorId = connections.find((c) => c.provider === 'simulator')!.id;
  // The demo's simulator connection starts DISCONNECTED: start its session, then scan its QR code.
  await api('POST', `/whatsappsession/${simulatorId}`);
  await until('the simulator to pair', async () => {
    await api('POST', `/simulator/${simulatorId}/scan`).catch(() => null);
    return (await api<{ status: string }>('GET', `/whatsapp/${simulatorId}`)).status === 'CONNECTED';
  });
}, SETUP_TIMEOUT);

const row = (page: Page, list: string, text: string) => page.getByTestId(list).getByTestId('ticket-row').filter({ hasText: text });

async function setTheme(page: Page, dark: boolean) {
  await page.getByTestId('user-menu').click();
  const item = page.getByTestId('night-mode');
  if ((await item.getAttribute('data-state')) !== (dark ? 'checked' : 'unchecked')) await item.click();
  await page.keyboard.press('Escape');
  await item.waitFor({ state: 'detached' });
  await page.waitForFunction((d) => document.documentElement.classList.contains('dark') === d, dark);
}

describe('tickets screen: a conversation from first message to search', () => {
  let page: Page;
  let ticketUuid: string;

  test('a simulated contact writes and the ticket appears in "waiting" without a reload', async () => {
    page = await openPage();
    await login(page, demo.attendant);
    await page.getByTestId('tickets-page').waitFor();
    expect(await page.getByTestId('tickets-page').getAttribute('data-layout')).toBe('columns');
    await page.getByTestId('ticket-placeholder').waitFor();
    await page.getByTestId('subtab-pending').click();
    await page.getByTestId('tickets-pending').waitFor();
    const before = Number(await page.getByTestId('count-pending').textContent());
    const reloads: string[] = [];
    page.on('framenavigated', (f) => f === page.mainFrame() && reloads.push(f.url()));

    await api('POST', `/simulator/${simulatorId}/messages`, { number: CONTACT.number, name: CONTACT.name, body: 'Olá, preciso de ajuda com meu pedido' });
    await api('POST', `/simulator/${simulatorId}/messages`, { number: CONTACT.number, body: 'Segue a foto', mediaUrl: `data:image/png;base64,${png(240, 160, [22, 163, 74]).toString('base64')}` });

    const waiting = row(page, 'tickets-pending', CONTACT.name);
    await waiting.waitFor();
    await expect(page.getByTestId('count-pending').textContent()).resolves.toBe(String(before + 1));
    expect(reloads).toEqual([]);
    expect(await waiting.getAttribute('data-status')).toBe('pending');
    // A waiting ticket is accepted, not opened by a click on the row.
    await waiting.click({ position: { x: 60, y: 20 } });
    expect(new URL(page.url()).pathname).toBe('/tickets');
    await screenshot(page, 'tickets-waiting');
  });

  test('accepting opens the ticket; a text reply (with a quick answer) and an image reach the contact', async () => {
    await row(page, 'tickets-pending', CONTACT.name).getByTestId('ticket-accept').click();
    await page.waitForURL(/\/tickets\/[0-9a-f-]{36}$/);
    ticketUuid = new URL(page.url()).pathname.split('/').pop()!;
    const view = page.getByTestId('ticket-view');
    await view.waitFor();
    await expect(view.getAttribute('data-status')).resolves.toBe('open');
    await expect(page.getByTestId('ticket-title').textContent()).resolves.toBe(CONTACT.name);
    await row(page, 'tickets-open', CONTACT.name).waitFor();
    await page.getByTestId('messages-list').getByText('Olá, preciso de ajuda com meu pedido').waitFor();
    // The contact's photo arrives as an image with its caption.
    await page.getByTestId('message').filter({ hasText: 'Segue a foto' }).getByTestId('message-image').waitFor();

    // Quick answers: a leading "/" lists the shortcodes; picking one fills the input.
    const input = page.getByTestId('message-textarea');
    await input.fill('/hor');
    await page.getByTestId('quick-answer').first().waitFor();
    await expect(page.getByTestId('quick-answer').first().textContent()).resolves.toContain('/horario');
    await page.getByTestId('quick-answer').first().click();
    await expect(input.inputValue()).resolves.toContain('Nosso horário de atendimento');

    await input.fill('Olá Carla! Já estou verificando o seu pedido.');
    await input.press('Enter');
    const textBubble = page.getByTestId('message').filter({ hasText: 'Já estou verificando o seu pedido.' });
    await textBubble.waitFor();
    await expect(textBubble.textContent()).resolves.toContain('Ana Atendente:');
    await eventually(() => input.inputValue(), '');

    await page.getByTestId('file-input').setInputFiles({ name: 'comprovante.png', mimeType: 'image/png', buffer: png(320, 200, [37, 99, 235]) });
    await page.getByTestId('attachments').getByText('comprovante.png').waitFor();
    await page.getByTestId('send').click();
    await page.getByTestId('message').filter({ has: page.getByTestId('message-image') }).last().waitFor();

    const received = await until('the contact to receive both replies', async () => {
      const msgs = await api<{ direction: string; body: string; kind: string }[]>('GET', `/simulator/${simulatorId}/messages?number=${CONTACT.number}`);
      const out = msgs.filter((m) => m.direction === 'out');
      return out.some((m) => m.body.includes('Já estou verificando o seu pedido.')) && out.some((m) => m.kind === 'image') ? out : null;
    });
    expect(received.find((m) => m.kind === 'chat' && m.body.includes('verificando'))!.body).toStartWith('*Ana Atendente:*\n');
    // The simulator reports delivery and reading: the ticks follow live, coloured once read.
    await textBubble.locator('[data-testid=message-ack][data-ack="4"][data-colored]').waitFor();
    await screenshot(page, 'tickets-thread');
    await setTheme(page, true);
    await screenshot(page, 'tickets-thread-dark');
    await setTheme(page, false);
  });

  test('transfer to another queue sends it back to waiting there; accepting it again and resolving closes it', async () => {
    await page.getByTestId('header-transfer').click();
    const dialog = page.getByTestId('transfer-dialog');
    await dialog.waitFor();
    await dialog.getByTestId('transfer-save').click();
    await dialog.getByText('Selecione uma fila').first().waitFor();
    await dialog.getByTestId('transfer-queue').click();
    await page.getByRole('option', { name: 'Suporte' }).click();
    await page.getByRole('listbox').waitFor({ state: 'detached' });
    await screenshot(page, 'tickets-transfer');
    await dialog.getByTestId('transfer-save').click();
    await page.waitForURL(/\/tickets$/);

    await page.getByTestId('subtab-pending').click();
    const waiting = row(page, 'tickets-pending', CONTACT.name);
    await waiting.waitFor();
    await expect(waiting.getByTestId('ticket-queue').textContent()).resolves.toBe('Suporte');
    await eventually(() => row(page, 'tickets-open', CONTACT.name).count(), 0);

    await waiting.getByTestId('ticket-accept').click();
    await page.waitForURL(new RegExp(`/tickets/${ticketUuid}$`));
    await expect(page.getByTestId('ticket-header-queue').textContent()).resolves.toBe('Suporte');
    await page.getByTestId('header-resolve').click();
    await page.waitForURL(/\/tickets$/);
    await page.getByTestId('ticket-placeholder').waitFor();
    await eventually(() => row(page, 'tickets-open', CONTACT.name).count(), 0);
    await page.getByTestId('tab-closed').click();
    await row(page, 'tickets-closed', CONTACT.name).waitFor();
  });

  test('the search tab finds the resolved ticket, which opens read-only until reopened', async () => {
    await page.getByTestId('tab-search').click();
    await page.getByTestId('search-input').fill('Carla Ens');
    // The search waits 500 ms after typing, then lists only the matching ticket.
    await until('the search result', async () => (await page.getByTestId('tickets-search').getByTestId('ticket-row').count()) === 1);
    const found = row(page, 'tickets-search', CONTACT.name);
    await expect(found.getAttribute('data-status')).resolves.toBe('closed');
    await screenshot(page, 'tickets-search');
    await found.click();
    await page.waitForURL(new RegExp(`/tickets/${ticketUuid}$`));
    await expect(page.getByTestId('message-textarea').isDisabled()).resolves.toBe(true);
    await page.getByTestId('header-reopen').waitFor();
  });
});

describe('tickets screen: narrow viewport and access', () => {
  test('a narrow screen shows the list and the attendance as two tabs, with a button to pick a ticket', async () => {
    const page = await openPage({ viewport: { width: 390, height: 844 } });
    await login(page, demo.attendant);
    const screen = page.getByTestId('tickets-page');
    await screen.waitFor();
    await expect(screen.getAttribute('data-layout')).resolves.toBe('tabs');
    await page.getByTestId('tickets-open').getByTestId('ticket-row').first().waitFor();
    await screenshot(page, 'tickets-narrow-list');

    await page.getByTestId('view-chat').click();
    await page.getByTestId('pick-ticket').click();
    const first = page.getByTestId('tickets-open').getByTestId('ticket-row').first();
    await first.waitFor();
    const name = (await first.getByTestId('ticket-contact-name').textContent())!;
    await first.click();
    await page.waitForURL(/\/tickets\/[0-9a-f-]{36}$/);
    await page.getByTestId('ticket-view').waitFor();
    await expect(page.getByTestId('ticket-title').textContent()).resolves.toBe(name);
    await expect(page.getByTestId('tickets-manager').isVisible()).resolves.toBe(false);
    await screenshot(page, 'tickets-narrow-chat');
    await page.getByTestId('ticket-back').click();
    await page.waitForURL(/\/tickets$/);
    await eventually(() => page.getByTestId('tickets-manager').isVisible(), true);
  });

  test("a ticket outside the user's queues shows 'Acesso não permitido' and goes back to /tickets", async () => {
    const { token } = await api<{ token: string }>('POST', '/auth/login', { email: demo.attendant2, password: demo.password }, '');
    const { tickets } = await api<{ tickets: { uuid: string; queue: { name: string } | null }[] }>('GET', '/tickets?status=open&showAll=true');
    const hidden = tickets.find((t) => t.queue?.name === 'Comercial')!;
    await expect(api('GET', `/tickets/u/${hidden.uuid}`, undefined, token)).rejects.toThrow(/403/);
    const page = await openPage();
    await login(page, demo.attendant2);
    await page.goto(`/tickets/${hidden.uuid}`);
    await page.getByText('Acesso não permitido').waitFor();
    await page.waitForURL(/\/tickets$/);
  });
});

describe('tickets screen: dialogs, thread actions and the contact drawer (admin)', () => {
  let page: Page;

  test('new ticket: a contact held by another attendant names them; a free contact opens a ticket', async () => {
    page = await openPage();
    await login(page, demo.admin);
    await page.getByTestId('show-all').waitFor();
    await expect(page.getByTestId('show-all').getAttribute('data-state')).resolves.toBe('checked');
    await page.getByTestId('new-ticket').click();
    const dialog = page.getByTestId('new-ticket-dialog');
    await dialog.getByTestId('new-ticket-contact').fill('Ma');
    await dialog.getByText('Digite pelo menos 3 caracteres.').waitFor();
    await dialog.getByTestId('new-ticket-contact').fill('Mariana Rod');
    await dialog.getByTestId('new-ticket-contact-option').first().click();
    await dialog.getByTestId('new-ticket-save').click();
    await dialog.getByTestId('other-open-ticket').getByText('Ana Atendente').waitFor();
    await expect(dialog.getByTestId('other-open-ticket').textContent()).resolves.toContain('Comercial');
    await screenshot(page, 'tickets-new-ticket');

    await dialog.getByTestId('new-ticket-contact-value').getByRole('button').click();
    await dialog.getByTestId('new-ticket-contact').fill('Carla Martins');
    await dialog.getByTestId('new-ticket-contact-option').first().click();
    await dialog.getByTestId('new-ticket-queue').click();
    await page.getByRole('option', { name: 'Comercial' }).click();
    await dialog.getByTestId('new-ticket-save').click();
    await page.waitForURL(/\/tickets\/[0-9a-f-]{36}$/);
    await expect(page.getByTestId('ticket-title').textContent()).resolves.toBe('Carla Martins');
    await expect(page.getByTestId('ticket-view').getAttribute('data-status')).resolves.toBe('open');
  });

  /**
   * Opens a message's menu, pressing its button again if the menu is not open: a click that a moving thread
   * (a new message scrolling it) sends past the button would otherwise leave the test waiting for a menu.
   */
  const openMessageMenu = (message: ReturnType<Page['locator']>) =>
    until('the message menu to open', async () => {
      const button = message.getByTestId('message-menu');
      if ((await button.getAttribute('data-state')) !== 'open') {
        await message.hover();
        await button.click();
      }
      return page.getByRole('menu').isVisible();
    });

  test('reply quoting a message, and delete one of my own messages', async () => {
    const input = page.getByTestId('message-textarea');
    await page.getByTestId('signature-toggle').click();
    await input.fill('Mensagem que vou apagar');
    await input.press('Enter');
    await page.getByTestId('message').filter({ hasText: 'Mensagem que vou apagar' }).first().waitFor();
    const mineId = await page.getByTestId('message').filter({ hasText: 'Mensagem que vou apagar' }).first().getAttribute('data-message-id');
    const mine = page.locator(`[data-message-id="${mineId}"]`);
    await expect(mine.textContent()).resolves.not.toContain('Admin Demo:');

    await openMessageMenu(mine);
    await page.getByTestId('message-reply').click();
    await page.getByTestId('reply-preview').getByText('Mensagem que vou apagar').waitFor();
    await input.fill('Respondendo a mim mesmo');
    await input.press('Enter');
    const reply = page.getByTestId('message').filter({ hasText: 'Respondendo a mim mesmo' });
    await reply.getByTestId('quoted-message').getByText('Mensagem que vou apagar').waitFor();
    await eventually(() => page.getByTestId('reply-preview').count(), 0);

    await openMessageMenu(mine);
    await page.getByTestId('message-delete').click();
    await mine.getByTestId('message-deleted').waitFor();
    await screenshot(page, 'tickets-thread-actions');
  });

  test('the input empties as a message is sent: typing on is kept; a refused send gives the draft back', async () => {
    const input = page.getByTestId('message-textarea');
    // The browser holds each send until the test opens the gate, then lets it through or drops it.
    let gate = Promise.withResolvers<void>();
    const holdSends = (then: 'continue' | 'abort') =>
      page.route(
        (url) => /^\/messages\/\d+$/.test(url.pathname),
        async (route) => {
          if (route.request().method() !== 'POST') return route.continue();
          await gate.promise;
          await (then === 'continue' ? route.continue() : route.abort('connectionreset'));
        },
      );

    try {
      await holdSends('continue');
      await input.fill('Primeira parte');
      await input.press('Enter');
      await eventually(() => input.inputValue(), '');
      await input.pressSequentially('segunda');
      gate.resolve();
      await page.getByTestId('message').filter({ hasText: 'Primeira parte' }).waitFor();
      await eventually(() => page.getByTestId('send').isEnabled(), true);
      await expect(input.inputValue()).resolves.toBe('segunda');

      // Refused (the connection drops): emptied while it is on its way, the text comes back with the error.
      await page.unrouteAll({ behavior: 'wait' });
      gate = Promise.withResolvers<void>();
      await holdSends('abort');
      await input.press('Enter');
      await eventually(() => input.inputValue(), '');
      gate.resolve();
      await eventually(() => input.inputValue(), 'segunda');
    } finally {
      await page.unrouteAll({ behavior: 'wait' });
    }
    await expect(page.getByTestId('message').filter({ hasText: 'segunda' }).count()).resolves.toBe(0);
    await input.fill('');
  });

  test('a voice message is recorded and sent; a too-short one is discarded; a cancelled one is not sent', async () => {
    // The test browser has no microphone: a tone from an AudioContext stands in for it (MediaRecorder is real).
    await page.evaluate(() => {
      navigator.mediaDevices.getUserMedia = async () => {
        const ctx = new AudioContext();
        const osc = ctx.createOscillator();
        const dest = ctx.createMediaStreamDestination();
        osc.connect(dest);
        osc.start();
        return dest.stream;
      };
    });
    const audios = page.getByTestId('messages-list').getByTestId('message-audio');
    await page.getByTestId('record').click();
    await expect(page.getByTestId('recording').getAttribute('data-state')).resolves.toBe('recording');
    await page.getByTestId('recording').getByText('00:02').waitFor();
    await page.getByTestId('record-send').click();
    await audios.first().waitFor();

    await page.getByTestId('record').click();
    await page.getByTestId('recording').waitFor();
    await page.getByTestId('record-send').click();
    await page.getByText('Áudio muito curto: grave novamente.').waitFor();

    await page.getByTestId('record').click();
    await page.getByTestId('recording').getByText('00:01').waitFor();
    await page.getByTestId('record-cancel').click();
    await page.getByTestId('record').waitFor();
    await expect(audios.count()).resolves.toBe(1);
  });

  test('ticket tags, contact drawer (edit with validation, notes with toasts)', async () => {
    await page.getByTestId('ticket-options').click();
    await page.getByTestId('option-tags').click();
    const tags = page.getByTestId('tags-dialog');
    await tags.getByTestId('tags-option').filter({ hasText: 'VIP' }).click();
    await tags.getByTestId('tags-save').click();
    await page.getByText('Tags atualizadas.').waitFor();
    await page.getByTestId('ticket-header').getByText('VIP').waitFor();

    await page.getByTestId('ticket-contact').click();
    const drawer = page.getByTestId('contact-drawer');
    await expect(drawer.getByTestId('contact-drawer-name').textContent()).resolves.toBe('Carla Martins');
    await drawer.getByTestId('note-input').fill('Prefere ser atendida à tarde.');
    await drawer.getByTestId('note-save').click();
    await page.getByText('Observação adicionada com sucesso!').waitFor();
    await drawer.getByTestId('note').filter({ hasText: 'Prefere ser atendida à tarde.' }).waitFor();

    await drawer.getByTestId('contact-edit').click();
    await drawer.getByTestId('contact-name').fill('C');
    await drawer.getByTestId('contact-save').click();
    await drawer.getByText('O nome precisa de pelo menos 2 caracteres.').waitFor();
    await drawer.getByTestId('extra-add').click();
    await drawer.getByPlaceholder('Nome do campo').fill('CPF');
    await drawer.getByPlaceholder('Valor').fill('123.456.789-00');
    await drawer.getByTestId('contact-name').fill('Carla Martins Souza');
    await screenshot(page, 'tickets-contact-edit');
    await drawer.getByTestId('contact-save').click();
    await page.getByText('Contato salvo.').waitFor();
    await expect(drawer.getByTestId('contact-drawer-name').textContent()).resolves.toBe('Carla Martins Souza');
    // The rename reaches the open ticket and its row live.
    await page.getByTestId('ticket-title').getByText('Carla Martins Souza').waitFor();
    await drawer.getByText('123.456.789-00').waitFor();
    await screenshot(page, 'tickets-contact-drawer');

    await drawer.getByTestId('note').first().getByTestId('note-delete').click();
    await page.getByText('Observação excluída com sucesso!').waitFor();
    await eventually(() => drawer.getByTestId('note').count(), 0);
    await drawer.getByTestId('contact-close').click();
  });

  test('lists are virtualised and load their next page when scrolled near the bottom', async () => {
    await page.getByTestId('tab-search').click();
    const list = page.getByTestId('tickets-search');
    await list.getByTestId('ticket-row').first().waitFor();
    // Every ticket of the company (more than one page of 40), but only the rows in view are in the page.
    expect(await list.getByTestId('ticket-row').count()).toBeLessThan(40);
    const nextPage = page.waitForResponse((r) => r.url().includes('/tickets?') && r.url().includes('pageNumber=2'));
    await list.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
    await nextPage;
    // Scrolling back up three rows mounts the rows that come into range and removes those that leave; the
    // rows in between keep their DOM nodes where they are (keyed rows given out of order would make React
    // move all of them), and the DOM order is the list order. Each step waits until the rows stop changing
    // (five frames alike, bounded), not a fixed number of frames, which a busy host may not render in.
    const change = await list.evaluate(async (el) => {
      const frame = () => new Promise<void>((done) => requestAnimationFrame(() => done()));
      const container = el.firstElementChild!;
      const order = () => Array.from(container.children, (c) => Number(c.getAttribute('data-index')));
      const settled = async () => {
        let last = '';
        let alike = 0;
        for (let i = 0; i < 600 && alike < 5; i++) {
          await frame();
          const now = order().join();
          alike = now === last ? alike + 1 : 0;
          last = now;
        }
      };
      el.scrollTop = Math.max(0, el.scrollHeight / 2 - el.clientHeight / 2);
      await settled();
      const before = order();
      let added = 0;
      let removed = 0;
      const observer = new MutationObserver((records) => records.forEach((r) => ((added += r.addedNodes.length), (removed += r.removedNodes.length))));
      observer.observe(container, { childList: true });
      el.scrollTop -= 3 * (container.children[0] as HTMLElement).offsetHeight;
      await settled();
      observer.disconnect();
      return { before, after: order(), added, removed };
    });
    expect(change.after[0]).toBe(change.before[0] - 3);
    expect(change.after).toEqual([...change.after].sort((a, b) => a - b));
    expect(change.added).toBe(3);
    expect(change.removed).toBe(3);
    await page.getByTestId('tab-open').click();
  });

  test("a row's menu opens by pointer or keyboard (it is mounted on first use) and its actions run", async () => {
    await page.getByTestId('tab-search').click();
    const rows = page.getByTestId('tickets-search').getByTestId('ticket-row');
    await rows.nth(1).waitFor();
    // Pointer: the first press opens it at once.
    await rows.first().getByTestId('ticket-menu').click();
    await page.getByTestId('ticket-notes').click();
    const notes = page.getByTestId('notes-dialog');
    await notes.getByTestId('contact-notes').waitFor();
    await page.keyboard.press('Escape');
    await notes.waitFor({ state: 'detached' });
    // It opens again once mounted, and a second row's menu opens from the keyboard.
    await rows.first().getByTestId('ticket-menu').click();
    await page.getByTestId('ticket-notes').waitFor();
    await page.keyboard.press('Escape');
    await page.getByTestId('ticket-notes').waitFor({ state: 'detached' });
    await rows.nth(1).getByTestId('ticket-menu').focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menu').getByTestId('ticket-notes').waitFor();
    await screenshot(page, 'tickets-row-menu');
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'detached' });
    await page.getByTestId('tab-open').click();
  });

  test("the row menu's dialogs (their code fetched after the list showed) open and close: transfer and delete, light and dark", async () => {
    await page.getByTestId('tab-open').click();
    await page.getByTestId('subtab-open').click();
    const first = page.getByTestId('tickets-open').getByTestId('ticket-row').first();
    await first.waitFor();
    await first.getByTestId('ticket-menu').click();
    await page.getByTestId('ticket-transfer').click();
    await page.getByTestId('transfer-dialog').getByTestId('transfer-save').waitFor();
    await page.keyboard.press('Escape');
    await page.getByTestId('transfer-dialog').waitFor({ state: 'detached' });
    for (const dark of [false, true]) {
      await setTheme(page, dark);
      await first.getByTestId('ticket-menu').click();
      await page.getByTestId('ticket-delete').click();
      const dialog = page.getByTestId('delete-dialog');
      await settled(dialog); // the picture shows the dialog, not a frame of its fade
      await screenshot(page, dark ? 'tickets-delete-dark' : 'tickets-delete');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    }
    await setTheme(page, false);
    await expect(first.isVisible()).resolves.toBe(true);
  });

  test('an admin peeks at a waiting conversation without accepting it', async () => {
    await page.getByTestId('subtab-pending').click();
    const waiting = page.getByTestId('tickets-pending').getByTestId('ticket-row').first();
    await waiting.getByTestId('ticket-peek').click();
    const peek = page.getByTestId('peek-dialog');
    await peek.getByTestId('message').first().waitFor();
    await expect(peek.getByTestId('message-textarea').count()).resolves.toBe(0);
    await screenshot(page, 'tickets-peek');
    await page.keyboard.press('Escape');
    await expect(waiting.getAttribute('data-status')).resolves.toBe('pending');
  });
});

describe('a list read again while a ticket arrives', () => {
  test("a new ticket whose event arrives while the list's fresh page is on its way stays in the list, counted once", async () => {
    const page = await openPage();
    const contact = { number: '5511955507777', name: 'Dora Meanwhile' };
    // When the page's socket last received an event of the new ticket (listened to from before the socket opens).
    let lastEventAt = 0;
    page.on('websocket', (ws) => ws.on('framereceived', (f) => typeof f.payload === 'string' && f.payload.includes(contact.name) && f.payload.includes('-ticket') && (lastEventAt = Date.now())));
    // The waiting list's first page: the entry script's early request goes through; the list's next read (the
    // resync the realtime client makes once its socket is up after an early answer was used) is read by the server
    // at once and its answer held until the new ticket's events have reached the page: a page read before the
    // ticket, landing after its events.
    let reads = 0;
    let fetched!: (held: { fulfil: () => Promise<void>; count: number }) => void;
    const held = new Promise<{ fulfil: () => Promise<void>; count: number }>((resolve) => (fetched = resolve));
    await page.route(
      (url) => url.pathname.endsWith('/tickets') && url.searchParams.get('status') === 'pending' && url.searchParams.get('pageNumber') === '1',
      async (route) => {
        if (++reads === 1) return route.continue();
        if (reads > 2) return route.fallback();
        const response = await route.fetch();
        const body = (await response.json()) as { count: number };
        fetched({ fulfil: () => route.fulfill({ response }), count: body.count });
      },
    );
    await login(page, demo.admin);
    // The admin's login in the page supersedes the suite's API session of the same user: the page's session sends.
    const pageToken = await page.evaluate(() => JSON.parse(localStorage.getItem('token') ?? '""') as string);
    const { fulfil, count } = await held;
    await api('POST', `/simulator/${simulatorId}/messages`, { number: contact.number, name: contact.name, body: 'Chegou enquanto a lista carregava' }, pageToken);
    // Every event of the new ticket (its creation, the queue's greeting…) has reached the page: none comes after the page.
    await until("the new ticket's events to reach the page and stop", async () => lastEventAt > 0 && Date.now() - lastEventAt > 1500);
    await fulfil();
    await page.getByTestId('subtab-pending').click();
    await row(page, 'tickets-pending', contact.name).waitFor({ timeout: 5000 });
    await eventually(() => page.getByTestId('count-pending').textContent(), String(count + 1));
    await expect(row(page, 'tickets-pending', contact.name).count()).resolves.toBe(1);
    expect(reads).toBe(2);
  });
});
