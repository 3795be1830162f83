// bun bench/flow-editor.ts — issue 18's editor budget, measured (never asserted): dragging a block on a 300-block
// flow holds 60 fps (p95 frame ≤ 16.7 ms). Starts the real product (demo data), saves a 300-block drawing through
// the API (a chain of message, question and menu blocks in a 20-column grid), opens /flowbuilder/{id} in Chromium,
// and records every animation frame's interval in the page while the mouse drags one block for ~2 s: once with the
// whole flow on screen (fit view: all 300 cards drawn) and once at zoom 1 (only the cards in view are drawn).
import { loadavg } from 'node:os';
import { demo, ensureBuilt, ensureChromium, launchBrowser, login, newContext, startProduct } from '../e2e/src/harness';
import { apiAdmin } from '../e2e/src/api-client';
import { measuringSteal } from './lib';

const BLOCKS = Number(process.env.BENCH_FLOW_BLOCKS ?? 300);
const STEPS = 120;

const id = (i: number) => `b${String(i).padStart(29, '0')}`;
function drawing() {
  const nodes: any[] = [{ id: '1', type: 'start', position: { x: 0, y: 0 }, data: { label: 'Inicio do fluxo' } }];
  const connections: any[] = [];
  for (let i = 1; i < BLOCKS; i++) {
    const position = { x: (i % 20) * 300, y: Math.floor(i / 20) * 220 };
    const kind = i % 3;
    if (kind === 0) nodes.push({ id: id(i), type: 'message', position, data: { label: `Mensagem ${i}: olá, {{nome}}!` } });
    else if (kind === 1) nodes.push({ id: id(i), type: 'question', position, data: { typebotIntegration: { message: `Pergunta ${i}?`, answerKey: `r${i}` } } });
    else nodes.push({ id: id(i), type: 'menu', position, data: { message: `Menu ${i}`, arrayOption: [{ number: 1, value: 'Sim' }, { number: 2, value: 'Não' }] } });
  }
  for (let i = 1; i < BLOCKS; i++) {
    const prev = i === 1 ? '1' : id(i - 1);
    const prevKind = (i - 1) % 3;
    if (i > 1 && prevKind === 2) {
      connections.push({ source: prev, target: id(i), sourceHandle: 'a1', targetHandle: null });
      connections.push({ source: prev, target: id(i), sourceHandle: 'a2', targetHandle: null });
    } else connections.push({ source: prev, target: id(i), sourceHandle: 'a', targetHandle: null });
  }
  // The last block, when a menu, needs its options connected too.
  const last = nodes.at(-1);
  if (last.type === 'menu') for (const h of ['a1', 'a2']) connections.push({ source: last.id, target: id(1), sourceHandle: h, targetHandle: null });
  return { nodes, connections };
}

ensureChromium();
await ensureBuilt();
const product = await startProduct();
const browser = await launchBrowser();
try {
  const admin = await apiAdmin(product, { email: demo.admin, password: demo.password }, 'bench-flow');
  const flow = await admin.call<{ id: number }>('POST', '/flowbuilder', { name: 'Bench 300' });
  await admin.call('POST', '/flowbuilder/flow', { idFlow: flow.id, ...drawing() });

  const ctx = await newContext(browser, product, { viewport: { width: 1440, height: 900 } });
  const page = await ctx.newPage();
  await login(page, demo.admin);

  type Figures = { frames: number; p50: number; p95: number; max: number; fps: number; drawn: number; late: string };
  async function dragRun(label: string, zoomOne: boolean): Promise<[string, Figures]> {
    await page.goto(`/flowbuilder/${flow.id}`);
    await page.getByTestId('flow-loading').waitFor({ state: 'detached', timeout: 60_000 });
    await page.locator('[data-testid=flow-block]').first().waitFor();
    if (zoomOne) {
      await page.evaluate(() => (document.querySelector('.react-flow__controls-zoomin') as HTMLElement | null)?.click());
      for (let i = 0; i < 12; i++) await page.locator('.react-flow__controls-zoomin').click();
    }
    await page.waitForTimeout(500);
    const drawn = await page.locator('[data-testid=flow-block]').count();
    const target = page.locator('[data-testid=flow-block]').nth(Math.floor(drawn / 2));
    const box = (await target.boundingBox())!;
    await page.evaluate(() => {
      const w = window as any;
      w.__frames = [];
      w.__recording = true;
      let last = performance.now();
      const tick = (t: number) => {
        w.__frames.push(t - last);
        last = t;
        if (w.__recording) requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
    const x = box.x + box.width / 2;
    const y = box.y + 14;
    await page.mouse.move(x, y);
    await page.mouse.down();
    for (let i = 1; i <= STEPS; i++) await page.mouse.move(x + Math.sin(i / 10) * 200, y + i * 2);
    await page.mouse.up();
    const frames = await page.evaluate(() => {
      const w = window as any;
      w.__recording = false;
      return (w.__frames as number[]).slice(2);
    });
    const sorted = [...frames].sort((a, b) => a - b);
    const q = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
    const total = frames.reduce((a, b) => a + b, 0);
    // Frames that missed their vsync slot (over 1.5 intervals), by their place in the drag.
    const late = frames.flatMap((f, i) => (f > 25 ? [`#${i} ${f.toFixed(0)} ms`] : [])).join(', ') || 'none';
    return [label, { frames: frames.length, p50: q(0.5), p95: q(0.95), max: sorted.at(-1)!, fps: (frames.length / total) * 1000, drawn, late }];
  }

  const { value: rows, steal } = await measuringSteal(async () => [await dragRun('fit view (whole flow on screen)', false), await dragRun('zoom 1 (cards in view only)', true)]);
  console.log(`\nFlow editor: dragging one block of a ${BLOCKS}-block flow (${STEPS} mouse moves), Chromium headless, ${new Date().toISOString()}`);
  console.log(`load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}${steal !== undefined ? `, CPU steal ${(steal * 100).toFixed(1)}%` : ''}`);
  console.log('target: p95 frame ≤ 16.7 ms (60 fps): every frame in its vsync slot (rAF intervals read 16.6 to 16.8 ms at 60 Hz: performance.now() is coarsened to 0.1 ms), none late');
  for (const [label, f] of rows) {
    console.log(`${label.padEnd(36)} cards drawn ${String(f.drawn).padStart(3)}  frames ${String(f.frames).padStart(4)}  p50 ${f.p50.toFixed(1)} ms  p95 ${f.p95.toFixed(1)} ms  max ${f.max.toFixed(1)} ms  ${f.fps.toFixed(0)} fps; late frames: ${f.late}`);
  }
  await ctx.close();
} finally {
  await browser.close();
  await product.stop();
}
