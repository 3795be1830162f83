import { beforeAll, describe, expect } from 'bun:test';
import type { Locator, Page } from 'playwright-core';
import { demo, login, screenshot } from '../src/harness';
import { apiAdmin, type ApiSession } from '../src/api-client';
import { until } from '../src/eventually';
import { browserSuite, SETUP_TIMEOUT, test } from '../src/suite';

const suite = browserSuite({ viewport: { width: 1440, height: 900 } });
const { openPage } = suite;

let admin: ApiSession;
let simulatorId: number;
let queue: { id: number; name: string };

beforeAll(async () => {
  admin = await apiAdmin(suite.product, { email: demo.admin, password: demo.password }, 'flows');
  const connections = await admin.call<{ id: number; provider: string }[]>('GET', '/whatsapp');
  simulatorId = connections.find((c) => c.provider === 'simulator')!.id;
  await admin.call('POST', `/whatsappsession/${simulatorId}`);
  await until('the simulator to pair', async () => {
    await admin.call('POST', `/simulator/${simulatorId}/scan`).catch(() => null);
    return (await admin.call<{ status: string }>('GET', `/whatsapp/${simulatorId}`)).status === 'CONNECTED';
  });
  queue = (await admin.call<{ id: number; name: string }[]>('GET', '/queue'))[0]!;
}, SETUP_TIMEOUT);

const block = (page: Page, type: string) => page.locator(`[data-testid=flow-block][data-block-type=${type}]`);
const blockId = async (b: Locator) => (await b.getAttribute('data-block-id'))!;

/** Adds a block from the speed-dial and fills its dialog. */
async function addBlock(page: Page, type: string, fill: (dialog: Locator) => Promise<void>) {
  if ((await page.getByTestId('flow-speed-dial-toggle').getAttribute('aria-expanded')) !== 'true') await page.getByTestId('flow-speed-dial-toggle').click();
  await page.getByTestId(`flow-add-${type}`).click();
  const dialog = page.getByTestId('block-dialog');
  await dialog.waitFor();
  await fill(dialog);
  await dialog.getByTestId('block-save').click();
  await dialog.waitFor({ state: 'detached' });
}

/** Drags a connection from a block's handle to another block's input. */
async function connect(page: Page, sourceId: string, handle: string, targetId: string) {
  const from = await page.locator(`.react-flow__handle.source[data-nodeid="${sourceId}"][data-handleid="${handle}"]`).boundingBox();
  const to = await page.locator(`.react-flow__handle.target[data-nodeid="${targetId}"]`).boundingBox();
  if (!from || !to) throw new Error(`no handle ${sourceId}/${handle} or ${targetId}`);
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(to.x + to.width / 2 - 20, to.y + to.height / 2, { steps: 6 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 4 });
  await page.mouse.up();
  await page.locator(`.react-flow__edge[data-id^="reactflow__edge-${sourceId}${handle}-${targetId}"], .react-flow__edge[aria-label*="${targetId}"]`).first().waitFor({ state: 'attached' }).catch(() => null);
}

const fitView = (page: Page) => page.locator('.react-flow__controls-fitview').click();

/** What a simulated contact received, in order. */
const received = async (number: string) => (await admin.call<{ direction: string; body: string }[]>('GET', `/simulator/${simulatorId}/messages?number=${number}`)).filter((m) => m.direction === 'out').map((m) => m.body);
const write = (number: string, body: string) => admin.call('POST', `/simulator/${simulatorId}/messages`, { number, name: `Contato ${number.slice(-4)}`, body });
async function waitReceived(number: string, text: string) {
  await until(`contact ${number} to receive "${text}"`, async () => (await received(number)).some((b) => b.includes(text)), 20_000);
}

let flowId: number;

describe('flow builder', () => {
  test('an admin creates a flow, draws start → message → question → menu → ticket from the speed-dial, a refused save marks the card, then saves', async () => {
    const page = await openPage({ colorScheme: 'light' });
    await login(page, demo.admin);
    await page.getByTestId('menu-flowbuilders').click();
    await page.waitForURL(/\/flowbuilders$/);
    await page.getByTestId('flows-page').waitFor();
    await page.getByTestId('flows-add').click();
    const nameDialog = page.getByTestId('flow-name-dialog');
    await nameDialog.getByTestId('flow-name-save').click();
    await nameDialog.getByText('Digite um nome!').waitFor();
    await nameDialog.getByTestId('flow-name').fill('B');
    await nameDialog.getByTestId('flow-name-save').click();
    await nameDialog.getByText('Muito curto!').waitFor();
    await nameDialog.getByTestId('flow-name').fill('Atendimento E2E');
    await nameDialog.getByTestId('flow-name-save').click();
    const row = page.getByTestId('flow-row').filter({ hasText: 'Atendimento E2E' });
    await row.getByText('Ativo').waitFor();
    flowId = Number(await row.getAttribute('data-flow-id'));
    await screenshot(page, 'flows-list-light');

    await row.getByTestId('flow-row-name').click();
    await page.waitForURL(new RegExp(`/flowbuilder/${flowId}$`));
    await page.getByText('Desenhe seu fluxo').waitFor();
    await page.getByText('Não se esqueça de salvar seu fluxo!').waitFor();
    await block(page, 'start').waitFor();
    await page.getByTestId('flow-loading').waitFor({ state: 'detached' });

    await addBlock(page, 'message', async (d) => {
      await d.getByTestId('block-save').click();
      await d.getByText('Campos de mensagem vazio!').waitFor();
      await d.getByTestId('block-message').fill('Olá! Vamos começar.');
    });
    await addBlock(page, 'question', async (d) => {
      await d.getByRole('heading', { name: 'Adicionar Perguta ao fluxo' }).waitFor();
      await d.getByTestId('block-question-message').fill('Qual é o seu nome?');
      await d.getByTestId('block-answer-key').fill('nome');
    });
    await addBlock(page, 'menu', async (d) => {
      await d.getByTestId('block-menu-message').fill('{{nome}}, escolha:');
      await d.getByTestId('block-option-1').fill('Vendas');
      await d.getByTestId('block-add-option').click();
      await d.getByTestId('block-option-2').fill('Suporte');
    });
    await addBlock(page, 'ticket', async (d) => {
      await d.getByTestId('block-save').click();
      await d.getByText('Selecione uma fila').waitFor();
      await d.getByTestId('block-queue').click();
      await page.getByTestId(`block-queue-${queue.id}`).click();
    });
    await addBlock(page, 'message', async (d) => {
      await d.getByTestId('block-message').fill('Até logo, {{nome}}!');
    });
    await addBlock(page, 'interval', async (d) => {
      await d.getByTestId('block-seconds').fill('121');
      await d.getByTestId('block-save').click();
      await d.getByText('Máximo de tempo atingido 120 segundos').waitFor();
      await d.getByTestId('block-seconds').fill('2');
    });
    await fitView(page);
    await until('seven blocks on the canvas', async () => (await page.locator('[data-testid=flow-block]').count()) === 7);
    // The interval is not wanted after all: selected and removed with the keyboard.
    await block(page, 'interval').click();
    await page.keyboard.press('Delete');
    await block(page, 'interval').waitFor({ state: 'detached' });
    await fitView(page);

    const [hello, bye] = [block(page, 'message').first(), block(page, 'message').last()];
    const ids = { start: '1', hello: await blockId(hello), ask: await blockId(block(page, 'question')), menu: await blockId(block(page, 'menu')), sales: await blockId(block(page, 'ticket')), bye: await blockId(bye) };
    await connect(page, ids.start, 'a', ids.hello);
    await connect(page, ids.hello, 'a', ids.ask);
    await connect(page, ids.ask, 'a', ids.menu);
    await connect(page, ids.menu, 'a1', ids.sales);
    await until('four connections', async () => (await page.locator('.react-flow__edge').count()) === 4);

    // Option 2 leads nowhere yet: the save is refused and the menu card says why.
    await page.getByTestId('flow-save').click();
    const menuCard = block(page, 'menu');
    await menuCard.getByTestId('block-errors').getByText('A opção 2 não leva a nenhum bloco').waitFor();
    await expect(menuCard.getAttribute('data-invalid')).resolves.toBe('true');
    await screenshot(page, 'flow-editor-refused-light');

    await connect(page, ids.menu, 'a2', ids.bye);
    await until('five connections', async () => (await page.locator('.react-flow__edge').count()) === 5);
    await page.getByTestId('flow-save').click();
    await page.getByText('Fluxo salvo com sucesso').waitFor();
    await menuCard.getByTestId('block-errors').waitFor({ state: 'detached' });
    await expect(page.getByTestId('flow-editor').getAttribute('data-dirty')).resolves.toBe('false');
    const saved = await admin.call<{ flow: { flow: { nodes: { type: string }[]; connections: { sourceHandle: string }[] } } }>('GET', `/flowbuilder/flow/${flowId}`);
    expect(saved.flow.flow.nodes.map((n) => n.type).sort()).toEqual(['menu', 'message', 'message', 'question', 'start', 'ticket']);
    expect(saved.flow.flow.connections.map((c) => c.sourceHandle).sort()).toEqual(['a', 'a', 'a', 'a1', 'a2']);
    await screenshot(page, 'flow-editor-light');
  });

  test('a phrase bound in /phrase-lists starts the flow: a simulated contact walks both branches, the answer used as {{nome}}', async () => {
    const page = await openPage({ colorScheme: 'dark' });
    await login(page, demo.admin);
    await page.getByTestId('menu-phraseLists').click();
    await page.waitForURL(/\/phrase-lists$/);
    await page.getByTestId('phrases-add').click();
    const d = page.getByTestId('phrase-dialog');
    await d.getByTestId('phrase-save').click();
    await d.getByText('Obrigatório').first().waitFor();
    await d.getByTestId('phrase-name').fill('Atendimento');
    await d.getByTestId('phrase-flow').click();
    await page.getByTestId(`phrase-flow-${flowId}`).click();
    await d.getByTestId('phrase-connection').click();
    await page.getByTestId(`phrase-connection-${simulatorId}`).click();
    await d.getByTestId('phrase-phrase').fill('quero atendimento');
    await d.getByTestId('phrase-save').click();
    await page.getByTestId('phrase-row').filter({ hasText: 'Atendimento' }).getByText('Ativo').waitFor();
    await page.getByTestId('phrase-row').first().getByTestId('phrase-delete').waitFor();
    await d.waitFor({ state: 'detached' });
    await page.waitForTimeout(300); // the overlay's fade-out, for the screenshot only
    await screenshot(page, 'phrase-lists-dark');

    // Branch 2: the goodbye message with the answer.
    const ana = '5511990001111';
    await write(ana, 'Oi, QUERO atendimento por favor');
    await waitReceived(ana, 'Olá! Vamos começar.');
    await waitReceived(ana, 'Qual é o seu nome?');
    await write(ana, 'Ana');
    await waitReceived(ana, 'Ana, escolha:');
    await write(ana, '2');
    await waitReceived(ana, 'Até logo, Ana!');
    // Branch 1: the ticket goes to the queue (the walk reaches the ticket block).
    const bia = '5511990002222';
    await write(bia, 'quero atendimento');
    await waitReceived(bia, 'Qual é o seu nome?');
    await write(bia, 'Bia');
    await waitReceived(bia, 'Bia, escolha:');
    await write(bia, '1');
    const flow = await admin.call<{ flow: { flow: { nodes: { id: string; type: string }[] } } }>('GET', `/flowbuilder/flow/${flowId}`);
    const ticketNode = flow.flow.flow.nodes.find((n) => n.type === 'ticket')!.id;
    await until('the ticket block to be reached', async () => (await admin.call<{ nodes: Record<string, { reached: number }> }>('GET', `/flowbuilder/${flowId}/stats`)).nodes[ticketNode]?.reached === 1);

    // The editor shows each block's 7-day counts.
    await page.goto(`/flowbuilder/${flowId}`);
    await block(page, 'ticket').getByTestId('block-reached').getByText('1').waitFor();
    await block(page, 'start').getByTestId('block-reached').getByText('2').waitFor();
    await page.getByTestId('flow-loading').waitFor({ state: 'detached' });
    await screenshot(page, 'flow-editor-dark');
  });

  test('blocks are copied and deleted with the keyboard, undo brings them back, and leaving unsaved asks first', async () => {
    const page = await openPage({ colorScheme: 'light' });
    await login(page, demo.admin);
    await page.goto(`/flowbuilder/${flowId}`);
    await page.getByTestId('flow-loading').waitFor({ state: 'detached' });
    const blocks = page.locator('[data-testid=flow-block]');
    await until('the six blocks', async () => (await blocks.count()) === 6);
    const q = block(page, 'question');
    await q.click();
    await expect(q.getAttribute('data-selected')).resolves.toBe('true');
    await page.keyboard.press('Control+d');
    await until('a copy of the question', async () => (await block(page, 'question').count()) === 2);
    // The copy goes right of the rightmost block, maybe past the edge of the canvas: bring the whole flow into
    // view before clicking it (a click at a point outside the canvas would not reach the card).
    await fitView(page);
    const copy = block(page, 'question').last();
    await until('the copy right of the original', async () => (await copy.boundingBox())!.x > (await block(page, 'question').first().boundingBox())!.x);
    await copy.click();
    // The key acts on the selection: press it once the click has selected the block (a loaded machine lags).
    await until('the copy selected', async () => (await copy.getAttribute('data-selected')) === 'true');
    await page.keyboard.press('Backspace');
    await until('the copy gone', async () => (await block(page, 'question').count()) === 1);
    // Deleting the menu takes its three connections with it; undo brings block and connections back.
    await block(page, 'menu').click();
    await until('the menu selected', async () => (await block(page, 'menu').getAttribute('data-selected')) === 'true');
    await page.keyboard.press('Delete');
    await until('the menu gone', async () => (await page.locator('.react-flow__edge').count()) === 2);
    await page.keyboard.press('Control+z');
    await until('the menu back', async () => (await block(page, 'menu').count()) === 1 && (await page.locator('.react-flow__edge').count()) === 5);
    await page.keyboard.press('Control+Shift+z');
    await until('the menu deleted again', async () => (await block(page, 'menu').count()) === 0);
    await page.getByTestId('flow-undo').click();
    await block(page, 'menu').waitFor();
    // Double-click edits: the dialog opens with the block's data.
    await block(page, 'message').first().dblclick();
    await expect(page.getByTestId('block-message').inputValue()).resolves.toBe('Olá! Vamos começar.');
    await page.getByTestId('block-message').fill('Olá de novo!');
    await page.getByTestId('block-save').click();
    await block(page, 'message').first().getByText('Olá de novo!').waitFor();
    await expect(page.getByTestId('flow-editor').getAttribute('data-dirty')).resolves.toBe('true');
    await page.getByTestId('flow-editor-back').click();
    const confirm = page.getByTestId('confirm-dialog');
    await confirm.getByText('Sair sem salvar?').waitFor();
    await confirm.getByRole('button', { name: 'Continuar editando' }).first().click();
    // The dialog is gone (its closing animation included) before the user goes back again.
    await confirm.waitFor({ state: 'detached' });
    await expect(page.url()).toContain(`/flowbuilder/${flowId}`);
    await page.getByTestId('flow-editor-back').click();
    await confirm.getByText('Sair sem salvar?').waitFor();
    await page.getByTestId('confirm-dialog-confirm').click();
    await page.waitForURL(/\/flowbuilders$/);
    // Nothing was saved.
    const flow = await admin.call<{ flow: { flow: { nodes: { type: string; data: { label?: string } }[] } } }>('GET', `/flowbuilder/flow/${flowId}`);
    expect(flow.flow.flow.nodes.some((n) => n.data.label === 'Olá de novo!')).toBe(false);
  });

  test('the Try panel walks the saved flow as a simulated contact, in Spanish', async () => {
    const page = await openPage({ colorScheme: 'light', locale: 'es-ES' });
    await page.addInitScript(() => localStorage.setItem('i18nextLng', 'es'));
    await login(page, demo.admin);
    await page.goto(`/flowbuilder/${flowId}`);
    await page.getByText('Dibuje su flujo').waitFor();
    await page.getByTestId('flow-loading').waitFor({ state: 'detached' });
    await page.getByTestId('flow-try').click();
    const panel = page.getByTestId('try-panel');
    await panel.getByText('Probar el flujo').waitFor();
    await panel.getByTestId('try-start').click();
    await panel.getByTestId('try-received').filter({ hasText: 'Qual é o seu nome?' }).waitFor({ timeout: 20_000 });
    await panel.getByTestId('try-input').fill('Carla');
    await panel.getByTestId('try-send').click();
    await panel.getByTestId('try-sent').filter({ hasText: 'Carla' }).waitFor();
    await panel.getByTestId('try-received').filter({ hasText: 'Carla, escolha:' }).waitFor({ timeout: 20_000 });
    await panel.getByTestId('try-input').fill('2');
    await panel.getByTestId('try-send').click();
    await panel.getByTestId('try-received').filter({ hasText: 'Até logo, Carla!' }).waitFor({ timeout: 20_000 });
    await screenshot(page, 'flow-try-es');
  });

  test('the list duplicates, renames (inactive) and deletes a flow; an attendant sees phrase campaigns without delete', async () => {
    const page = await openPage({ colorScheme: 'dark' });
    await login(page, demo.admin);
    await page.goto('/flowbuilders');
    const original = page.getByTestId('flow-row').filter({ hasText: 'Atendimento E2E' }).first();
    await original.getByTestId('flow-duplicate').click();
    await page.getByText('Fluxo duplicado.').waitFor();
    const copy = page.getByTestId('flow-row').filter({ hasText: '(cópia)' });
    await copy.waitFor();
    await copy.getByTestId('flow-edit-name').click();
    const dialog = page.getByTestId('flow-name-dialog');
    await dialog.getByTestId('flow-name').fill('x'.repeat(50) + 'y');
    await expect(dialog.getByTestId('flow-name').inputValue()).resolves.toHaveLength(50);
    await dialog.getByTestId('flow-name').fill('Cópia desligada');
    await dialog.getByTestId('flow-active').click();
    await dialog.getByTestId('flow-name-save').click();
    const renamed = page.getByTestId('flow-row').filter({ hasText: 'Cópia desligada' });
    await renamed.getByText('Desativado').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await screenshot(page, 'flows-list-dark');
    await renamed.getByTestId('flow-delete').click();
    await page.getByTestId('confirm-dialog-confirm').click();
    await page.getByText('Fluxo excluído.').waitFor();
    await renamed.waitFor({ state: 'detached' });
    await expect(page.getByTestId('flow-row').count()).resolves.toBe(1);

    const attendant = await openPage();
    await login(attendant, demo.attendant);
    await attendant.goto('/phrase-lists');
    const row = attendant.getByTestId('phrase-row').first();
    await row.getByTestId('phrase-edit').waitFor();
    await expect(row.getByTestId('phrase-delete').count()).resolves.toBe(0);
  });

  test('a save over a newer version is refused: the editor offers to reload it', async () => {
    const page = await openPage({ colorScheme: 'light' });
    await login(page, demo.admin);
    await page.goto(`/flowbuilder/${flowId}`);
    await page.getByTestId('flow-loading').waitFor({ state: 'detached' });
    await block(page, 'message').first().waitFor();
    // Someone else saves meanwhile (the same drawing, one message changed).
    const { flow } = await admin.call<{ flow: { version: number; flow: { nodes: { type: string; data: Record<string, unknown> }[]; connections: unknown[] } } }>('GET', `/flowbuilder/flow/${flowId}`);
    const nodes = flow.flow.nodes.map((n) => (n.type === 'message' && n.data.label === 'Olá! Vamos começar.' ? { ...n, data: { label: 'Olá, versão nova!' } } : n));
    await admin.call('POST', '/flowbuilder/flow', { idFlow: flowId, version: flow.version, nodes, connections: flow.flow.connections });
    await block(page, 'question').dblclick();
    await page.getByTestId('block-question-message').fill('Como você se chama?');
    await page.getByTestId('block-save').click();
    await page.getByTestId('flow-save').click();
    const confirm = page.getByTestId('confirm-dialog');
    await confirm.getByText('O fluxo mudou').waitFor();
    await page.waitForTimeout(300); // the dialog's fade-in, for the screenshot only
    await screenshot(page, 'flow-editor-changed-light');
    await confirm.getByTestId('confirm-dialog-confirm').click();
    await page.getByText('Olá, versão nova!').waitFor();
    await block(page, 'question').getByText('Qual é o seu nome?').waitFor();
    await expect(page.getByTestId('flow-editor').getAttribute('data-dirty')).resolves.toBe('false');
  });

  test('a big flow seen whole draws its cards without icons and icon buttons; zooming in brings them back (light and dark)', async () => {
    // 80 message blocks in a 10-column grid: the whole flow fits only far out.
    const id = (i: number) => `z${String(i).padStart(29, '0')}`;
    const nodes = [{ id: '1', type: 'start', position: { x: 0, y: 0 }, data: { label: 'Início' } }, ...Array.from({ length: 80 }, (_, i) => ({ id: id(i), type: 'message', position: { x: (i % 10) * 320, y: Math.floor(i / 10) * 240 + 240 }, data: { label: `Mensagem ${i}` } }))];
    const connections = nodes.slice(1).map((n, i) => ({ source: nodes[i].id, target: n.id, sourceHandle: 'a', targetHandle: null }));
    const big = await admin.call<{ id: number }>('POST', '/flowbuilder', { name: 'Fluxo grande' });
    await admin.call('POST', '/flowbuilder/flow', { idFlow: big.id, nodes, connections });
    for (const scheme of ['light', 'dark'] as const) {
      const page = await openPage({ colorScheme: scheme });
      await login(page, demo.admin);
      await page.goto(`/flowbuilder/${big.id}`);
      await page.getByTestId('flow-loading').waitFor({ state: 'detached' });
      const card = page.locator(`[data-testid=flow-block][data-block-id=${id(45)}]`);
      await card.waitFor();
      await page.locator('[data-far=true]').waitFor();
      await expect(card.getByTestId('block-delete').isVisible()).resolves.toBe(false);
      await expect(card.getByText('Mensagem 45').isVisible()).resolves.toBe(true);
      await page.waitForTimeout(300); // fit view's move, for the screenshot only
      await screenshot(page, `flow-editor-far-${scheme}`);
      // Closer in, the card has its actions again.
      for (let i = 0; i < 6 && (await page.locator('[data-far=true]').count()); i++) await page.locator('.react-flow__controls-zoomin').click();
      await page.locator('[data-far=true]').waitFor({ state: 'detached' });
      await page.locator('[data-testid=flow-block] [data-testid=block-delete]').first().waitFor({ state: 'visible' });
      await page.close();
    }
  });
});
