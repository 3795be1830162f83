// WEB_EMBEDDED=0: the API process serves no web app (a web process of its own, or a static host, does).
import { afterEach, describe, expect, test } from 'bun:test';
import { config, loadConfig, setConfig } from '@zapdesk/core';
import { startServers } from '../../src/server';

const original = config();
afterEach(() => setConfig(original));

describe('the web app inside the API process, or not', () => {
  test('WEB_EMBEDDED is on unless set to 0', () => {
    expect(loadConfig({ DATA_DIR: original.dataDir }).webEmbedded).toBe(true);
    expect(loadConfig({ DATA_DIR: original.dataDir, WEB_EMBEDDED: '1' }).webEmbedded).toBe(true);
    expect(loadConfig({ DATA_DIR: original.dataDir, WEB_EMBEDDED: '0' }).webEmbedded).toBe(false);
  });

  test('with WEB_EMBEDDED=0 the API answers and nothing listens for the web app', async () => {
    setConfig({ ...original, webEmbedded: false });
    const servers = await startServers({ port: 0 });
    try {
      expect(servers.web).toBeNull();
      expect((await fetch(`http://127.0.0.1:${servers.api.port}/health`)).status).toBe(200);
    } finally {
      await servers.stop();
    }
  });

  test('embedded (the default), the same process also serves /config.json naming the API', async () => {
    setConfig({ ...original, webEmbedded: true });
    const servers = await startServers({ port: 0, webPort: 0 });
    try {
      expect(servers.web).not.toBeNull();
      const res = await fetch(`http://127.0.0.1:${servers.web!.port}/config.json`);
      expect(res.status).toBe(200);
      expect(typeof (await res.json()).apiUrl).toBe('string');
    } finally {
      await servers.stop();
    }
  });
});
