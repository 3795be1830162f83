import { afterAll, beforeAll, describe, expect } from 'bun:test';
import { demo, login, screenshot } from '../src/harness';
import { until } from '../src/eventually';
import { browserSuite, test } from '../src/suite';

const suite = browserSuite();

/** A page on another origin that tries to frame the web app (a clickjacking attempt). */
let framer: ReturnType<typeof Bun.serve>;
beforeAll(() => {
  framer = Bun.serve({
    port: 0,
    hostname: '127.0.0.1',
    fetch: () => new Response(`<!doctype html><html><body><iframe id="victim" src="${suite.product.webUrl}/login" width="800" height="600"></iframe></body></html>`, { headers: { 'content-type': 'text/html' } }),
  });
});
afterAll(() => framer?.stop(true));

async function openProfile(page: import('playwright-core').Page) {
  await page.getByTestId('user-menu').click();
  await page.getByTestId('open-profile').click();
  return page.getByTestId('profile-dialog');
}

describe('account', () => {
  test('changing one’s own password asks for the current one; a wrong one is shown on its field', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const page = await suite.openPage({ colorScheme, viewport: { width: 1280, height: 860 } });
      await login(page, demo.attendant2);
      const dialog = await openProfile(page);
      await expect(dialog.getByTestId('profile-current-password').count()).resolves.toBe(0);
      await dialog.locator('input[name=password]').fill('Brand-new-1');
      await dialog.getByTestId('profile-current-password').waitFor();
      await dialog.locator('button[type=submit]').click();
      await until('the required message on the current password', async () => (await dialog.textContent())?.includes('Obrigatório'));
      await dialog.getByTestId('profile-current-password').fill('not-my-password');
      await dialog.locator('button[type=submit]').click();
      await until('the wrong-password message', async () => (await dialog.textContent())?.includes('A senha atual não confere.'));
      await screenshot(page, `profile-current-password-${colorScheme}`);
      await page.close();
    }
    const page = await suite.openPage();
    await login(page, demo.attendant2);
    const dialog = await openProfile(page);
    await dialog.locator('input[name=password]').fill('Brand-new-1');
    await dialog.getByTestId('profile-current-password').fill(demo.password);
    await dialog.locator('button[type=submit]').click();
    await dialog.waitFor({ state: 'hidden' });
    const again = await suite.openPage();
    await login(again, demo.attendant2, 'Brand-new-1');
  });

  test('another site cannot frame the web app', async () => {
    const page = await suite.openPage();
    const blocked: string[] = [];
    page.on('console', (m) => {
      if (/frame-ancestors|Refused to display/i.test(m.text())) blocked.push(m.text());
    });
    await page.goto(framer.url.href);
    const frame = await until('the iframe', async () => page.frames().find((f) => f !== page.mainFrame()));
    // The browser refuses the framed document: the login form never renders inside the iframe.
    await until('the refusal', async () => blocked.length > 0 || frame.url().startsWith('chrome-error:'));
    await Bun.sleep(500);
    await expect(frame.locator('[data-testid=login-form]').count()).resolves.toBe(0);
  });
});
