import { afterAll, describe, expect, test } from 'bun:test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../src/config';

const dataDir = mkdtempSync(join(tmpdir(), 'zapdesk-config-support-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const supportUrl = (SUPPORT_URL?: string) => loadConfig({ DATA_DIR: dataDir, SUPPORT_URL }).supportUrl;

describe('SUPPORT_URL (the help page support button)', () => {
  test('an http(s) link is kept, trimmed', () => {
    expect(supportUrl('https://wa.me/5511900000000')).toBe('https://wa.me/5511900000000');
    expect(supportUrl('  http://support.example.test/chat ')).toBe('http://support.example.test/chat');
  });

  test('unset, blank or any other scheme hides the button (null)', () => {
    for (const v of [undefined, '', '   ', 'javascript:alert(1)', 'wa.me/55119', 'ftp://x.test', 'https://has space.test']) expect(supportUrl(v)).toBeNull();
  });
});
