import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'bun:test';
import { config, deleteMedia, mediaRoot, safeMediaName, storeMedia } from '@zapdesk/core';
import { makeCompany, runSecurityTable } from '@zapdesk/testing';
import { apiApp as testApp } from '../kit/app';
import { bytes, fileOf } from './files';

const hex = 'a'.repeat(32);

describe('media: security', () => {
  runSecurityTable({
    world: async () => {
      const t = await makeCompany();
      const { mediaPath } = await storeMedia(t.company.id, fileOf(bytes.png(), 'photo.png', 'image/png'), 'photo.png', { maxBytes: 1 << 20 });
      return { ...t, mediaPath };
    },
    params: (w) => ({ companyId: w.company.id, file: w.mediaPath.split('/')[1] }),
    routes: [{ method: 'GET', path: '/public/:companyId/:file', role: 'public', answers: 200 }],
  });

  test.each([
    ['../../../etc/passwd', 'passwd'],
    ['..\\..\\boot.ini', 'boot.ini'],
    ['/var/log/x.png', 'x.png'],
    ['a\u0000b\u001fc\u007f.png', 'abc.png'],
    ['bad "name" <x>|?*.png', 'bad_name_x.png'],
    ['right\u202eto\u202cleft.png', 'righttoleft.png'],
    ['..', 'file.png'],
    ['', 'file.png'],
    ['.hidden.png', 'hidden.png'],
  ])('the display name of %p is %p', (original, expected) => {
    expect(safeMediaName(original, 'png')).toBe(expected);
  });

  test('stored names are random and never derived from the client name or type', async () => {
    const { company } = await makeCompany();
    const a = await storeMedia(company.id, fileOf(bytes.png(), 'evil.php', 'application/x-php'), '../../evil.php', { maxBytes: 1 << 20 });
    const b = await storeMedia(company.id, fileOf(bytes.png(), 'evil.php', 'application/x-php'), '../../evil.php', { maxBytes: 1 << 20 });
    expect(a.mediaPath).toMatch(new RegExp(`^${company.id}/[0-9a-f]{32}\\.png$`));
    expect(a.mediaPath).not.toBe(b.mediaPath);
    expect(a.mediaName).toBe('evil.php');
  });

  const notServed = [
    `/public/1/..%2F..%2Fzapdesk.db`,
    `/public/1/%2E%2E%2F%2E%2E%2Fsecrets.json`,
    `/public/..%2F..%2Fsecrets.json/${hex}.png`,
    `/public/1/${hex}.png%00.html`,
    `/public/1/${'A'.repeat(32)}.png`,
    `/public/1/${'a'.repeat(31)}.png`,
    `/public/1/${hex}.png.png`,
    `/public/1/${hex}.PNG`,
    `/public/1/${hex}`,
    `/public/1/${hex}.html`,
    `/public/1/${hex}.toolong`,
    `/public/0/${hex}.png`,
    `/public/-1/${hex}.png`,
    `/public/01/${hex}.png`,
    `/public/1/zapdesk.db`,
    `/public/1/secrets.json`,
    `/public/${hex}.png`,
    `/public/1/2/${hex}.png`,
  ];
  test.each(notServed)('%s answers 404', async (path) => {
    const res = await testApp().request(path);
    expect(res.status).toBe(404);
  });

  test('a file with a name outside the allow-list is not served even when it exists', async () => {
    const dir = join(mediaRoot(), '999999');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, `${hex}.html`), '<script>alert(1)</script>');
    writeFileSync(join(dir, `${hex}.png`), '<script>alert(1)</script>');
    expect((await testApp().request(`/public/999999/${hex}.html`)).status).toBe(404);
    const png = await testApp().request(`/public/999999/${hex}.png`);
    expect(png.headers.get('content-type')).toBe('image/png');
    expect(png.headers.get('x-content-type-options')).toBe('nosniff');
    expect(png.headers.get('content-security-policy')).toContain("default-src 'none'");
  });

  test('raw dot segments sent to a real server answer 404', async () => {
    const server = Bun.serve({ port: 0, hostname: '127.0.0.1', fetch: (req) => testApp().fetch(req) });
    try {
      for (const path of ['/public/1/../../zapdesk.db', '/public/../secrets.json', `/public/1/%2e%2e/${hex}.png`]) {
        const status = (await rawGet(server.port!, path)).split(' ')[1];
        expect({ path, status }).toEqual({ path, status: '404' });
      }
    } finally {
      server.stop(true);
    }
  });

  test('deleteMedia ignores paths that are not ours', async () => {
    const sentinel = join(config().dataDir, 'sentinel.txt');
    writeFileSync(sentinel, 'keep');
    for (const p of ['../sentinel.txt', '../../sentinel.txt', '/etc/hostname', `1/../../sentinel.txt`, `1/${hex}.png/../../../sentinel.txt`]) await deleteMedia(p);
    expect(existsSync(sentinel)).toBe(true);
  });
});

/** Sends the path byte for byte (fetch would normalise the dot segments away) and returns the status line. */
function rawGet(port: number, path: string) {
  return new Promise<string>((resolve, reject) => {
    let buf = '';
    Bun.connect({
      hostname: '127.0.0.1',
      port,
      socket: {
        open(s) {
          s.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
        },
        data(_s, chunk) {
          buf += chunk.toString();
        },
        close() {
          resolve(buf.split('\r\n')[0]);
        },
        error(_s, e) {
          reject(e);
        },
      },
    }).catch(reject);
  });
}
