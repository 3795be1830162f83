import { describe, expect, test } from 'bun:test';
import { proto } from '@whiskeysockets/baileys';
import { and, count, db, eq, whatsappAuth } from '@zapdesk/db';
import { makeCompany, makeConnection } from '@zapdesk/testing';
import { useDatabaseAuthState } from '../../src/providers/baileys/auth-state';

async function connection() {
  const { company } = await makeCompany();
  return makeConnection(company.id, { provider: 'baileys', status: 'DISCONNECTED' });
}

const rowCount = async (whatsappId: number, category?: string) =>
  (
    await db()
      .select({ n: count() })
      .from(whatsappAuth)
      .where(category ? and(eq(whatsappAuth.whatsappId, whatsappId), eq(whatsappAuth.category, category)) : eq(whatsappAuth.whatsappId, whatsappId))
  )[0].n;

const bytes = (...b: number[]) => new Uint8Array(b);

describe('useDatabaseAuthState', () => {
  test('fresh connection: new credentials, no keys', async () => {
    const w = await connection();
    const auth = await useDatabaseAuthState(w.id);
    expect(auth.state.creds.registered).toBe(false);
    expect(auth.state.creds.noiseKey.public).toBeInstanceOf(Uint8Array);
    expect(await auth.state.keys.get('session', ['a', 'b'])).toEqual({});
    expect(await rowCount(w.id)).toBe(0);
  });

  test('set then get returns the values (bytes revived as Buffers), only the ids asked for', async () => {
    const w = await connection();
    const auth = await useDatabaseAuthState(w.id);
    await auth.state.keys.set({
      session: { 'a.0': bytes(1, 2, 3), 'b.0': bytes(4) },
      'pre-key': { '7': { public: bytes(9, 9), private: bytes(8) } },
      'lid-mapping': { '5511900000001': '100000000000001' },
      'sender-key-memory': { 'g@g.us': { '5511900000001:1@s.whatsapp.net': true } },
    });
    const sessions = await auth.state.keys.get('session', ['a.0', 'missing']);
    expect(Object.keys(sessions)).toEqual(['a.0']);
    expect(Buffer.from(sessions['a.0'])).toEqual(Buffer.from([1, 2, 3]));
    const pre = await auth.state.keys.get('pre-key', ['7']);
    expect(Buffer.from(pre['7'].public)).toEqual(Buffer.from([9, 9]));
    expect(Buffer.from(pre['7'].private)).toEqual(Buffer.from([8]));
    expect(await auth.state.keys.get('lid-mapping', ['5511900000001'])).toEqual({ '5511900000001': '100000000000001' });
    expect(await auth.state.keys.get('sender-key-memory', ['g@g.us'])).toEqual({ 'g@g.us': { '5511900000001:1@s.whatsapp.net': true } });
    expect(await rowCount(w.id)).toBe(5);
  });

  test('app-state-sync-key values come back as protobuf objects', async () => {
    const w = await connection();
    const auth = await useDatabaseAuthState(w.id);
    await auth.state.keys.set({ 'app-state-sync-key': { AAAA: { keyData: bytes(1, 2), timestamp: 1700000000 } } });
    const got = await auth.state.keys.get('app-state-sync-key', ['AAAA']);
    expect(got.AAAA).toBeInstanceOf(proto.Message.AppStateSyncKeyData);
    expect(Buffer.from(got.AAAA.keyData!)).toEqual(Buffer.from([1, 2]));
  });

  test('set overwrites, null deletes (and deleting a missing key is harmless)', async () => {
    const w = await connection();
    const auth = await useDatabaseAuthState(w.id);
    await auth.state.keys.set({ session: { x: bytes(1), y: bytes(2) } });
    await auth.state.keys.set({ session: { x: bytes(3), y: null, never: null } });
    const got = await auth.state.keys.get('session', ['x', 'y', 'never']);
    expect(Object.keys(got)).toEqual(['x']);
    expect(Buffer.from(got.x)).toEqual(Buffer.from([3]));
    expect(await rowCount(w.id, 'session')).toBe(1);
  });

  test('50 parallel sets: no key lost, the shared key holds the last write', async () => {
    const w = await connection();
    const auth = await useDatabaseAuthState(w.id);
    await Promise.all(
      Array.from({ length: 50 }, (_, i) => auth.state.keys.set({ session: { [`k${i}`]: bytes(i), shared: bytes(i) }, 'lid-mapping': { [`p${i}`]: String(i) } })),
    );
    const ids = Array.from({ length: 50 }, (_, i) => `k${i}`);
    const got = await auth.state.keys.get('session', [...ids, 'shared']);
    expect(Object.keys(got).length).toBe(51);
    for (let i = 0; i < 50; i++) expect(Buffer.from(got[`k${i}`])).toEqual(Buffer.from([i]));
    expect(Buffer.from(got.shared)).toEqual(Buffer.from([49]));
    expect(await rowCount(w.id, 'lid-mapping')).toBe(50);
    // a second instance (another reader) sees the same final state
    const again = await useDatabaseAuthState(w.id);
    expect(Buffer.from((await again.state.keys.get('session', ['shared'])).shared)).toEqual(Buffer.from([49]));
  });

  test('parallel sets and deletes of the same key end in the state of the last call', async () => {
    const w = await connection();
    const auth = await useDatabaseAuthState(w.id);
    await Promise.all(Array.from({ length: 20 }, (_, i) => auth.state.keys.set({ session: { z: i % 2 ? null : bytes(i) } })));
    expect(await auth.state.keys.get('session', ['z'])).toEqual({}); // call 19 deleted it
    await Promise.all(Array.from({ length: 21 }, (_, i) => auth.state.keys.set({ session: { z: i % 2 ? null : bytes(i) } })));
    expect(Buffer.from((await auth.state.keys.get('session', ['z'])).z)).toEqual(Buffer.from([20]));
  });

  test('survives a restart: a new instance reads the saved credentials and keys', async () => {
    const w = await connection();
    const first = await useDatabaseAuthState(w.id);
    first.state.creds.registered = true;
    first.state.creds.me = { id: '5511900000001:3@s.whatsapp.net', name: 'Zapdesk' };
    await first.saveCreds();
    await first.state.keys.set({ session: { s1: bytes(7, 7) } });

    const second = await useDatabaseAuthState(w.id);
    expect(second.state.creds.registered).toBe(true);
    expect(second.state.creds.me).toEqual({ id: '5511900000001:3@s.whatsapp.net', name: 'Zapdesk' });
    expect(Buffer.from(second.state.creds.noiseKey.private)).toEqual(Buffer.from(first.state.creds.noiseKey.private));
    expect(second.state.creds.advSecretKey).toBe(first.state.creds.advSecretKey);
    expect(Buffer.from((await second.state.keys.get('session', ['s1'])).s1)).toEqual(Buffer.from([7, 7]));
    expect(await rowCount(w.id, 'creds')).toBe(1);
  });

  test('clear() removes only this connection; other connections keep their keys', async () => {
    const a = await connection();
    const b = await connection();
    const authA = await useDatabaseAuthState(a.id);
    const authB = await useDatabaseAuthState(b.id);
    await authA.saveCreds();
    await authB.saveCreds();
    await authA.state.keys.set({ session: { same: bytes(1) } });
    await authB.state.keys.set({ session: { same: bytes(2) } });
    // isolation: the same key id in two connections holds two values
    expect(Buffer.from((await authA.state.keys.get('session', ['same'])).same)).toEqual(Buffer.from([1]));
    expect(Buffer.from((await authB.state.keys.get('session', ['same'])).same)).toEqual(Buffer.from([2]));

    const oldNoise = Buffer.from(authA.state.creds.noiseKey.private);
    await authA.clear();
    expect(await rowCount(a.id)).toBe(0);
    expect(await rowCount(b.id)).toBe(2);
    expect(await authA.state.keys.get('session', ['same'])).toEqual({});
    expect(Buffer.from(authA.state.creds.noiseKey.private)).not.toEqual(oldNoise); // fresh credentials in memory
    expect((await useDatabaseAuthState(a.id)).state.creds.registered).toBe(false);
    expect(Buffer.from((await authB.state.keys.get('session', ['same'])).same)).toEqual(Buffer.from([2]));
  });
});
