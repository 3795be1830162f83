import { afterAll, afterEach, beforeAll, describe, expect, test } from 'bun:test';
import { ONLINE_TIMEOUT_MS } from '@zapdesk/contracts';
import { markStaleUsersOffline, rooms } from '@zapdesk/core';
import { db, eq, users, withTransaction } from '@zapdesk/db';
import { makeCompany, makeUser } from '@zapdesk/testing';
import { nextEvent, record } from '@zapdesk/testing/socket';
import { probe, startGateway } from './helpers';

let gw: Awaited<ReturnType<typeof startGateway>>;
beforeAll(async () => {
  gw = await startGateway();
});
afterEach(() => gw.closeClients());
afterAll(async () => {
  await gw.stop();
});

const row = async (id: number) => (await db().select({ online: users.online, lastSeenAt: users.lastSeenAt }).from(users).where(eq(users.id, id)))[0];
const setPresence = (id: number, online: boolean, lastSeenAt: Date | null) => withTransaction((tx) => tx.update(users).set({ online, lastSeenAt }).where(eq(users.id, id)));

describe('presence: userStatus', () => {
  test("userStatus marks the user online, last seen now, and tells the company's admins and the user only when it changed", async () => {
    const { admin, user: colleague, company } = await makeCompany();
    const u = await makeUser(company.id);
    expect((await row(u.id)).online).toBe(false);
    const adminSocket = await gw.connect(admin.token);
    const colleagueSocket = await gw.connect(colleague.token);
    const tab1 = await gw.connect(u.token);
    const tab2 = await gw.connect(u.token);
    const seen = { admin: record(adminSocket), colleague: record(colleagueSocket), tab1: record(tab1) };
    const event = `company-${company.id}-user`;

    const before = Date.now();
    expect(await tab1.emitWithAck('userStatus')).toBe(true);
    const after1 = await row(u.id);
    expect(after1.online).toBe(true);
    expect(after1.lastSeenAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);

    // already online: another tab's ping only moves lastSeenAt, no event
    await setPresence(u.id, true, new Date(Date.now() - 60_000));
    expect(await tab2.emitWithAck('userStatus')).toBe(true);
    expect((await row(u.id)).lastSeenAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);

    // everything emitted so far has arrived once these markers do
    await probe([rooms.company(company.id)], { adminSocket, colleagueSocket, tab1 });
    expect(seen.admin.of(event)).toEqual([{ action: 'update', user: { id: u.id, online: true } }]);
    expect(seen.tab1.of(event)).toEqual([{ action: 'update', user: { id: u.id, online: true } }]);
    expect(seen.colleague.of(event)).toEqual([]);
  });

  test("the user's last socket closing changes nothing (offline comes from the timeout)", async () => {
    const { company } = await makeCompany();
    const u = await makeUser(company.id);
    const s = await gw.connect(u.token);
    expect(await s.emitWithAck('userStatus')).toBe(true);
    const before = await row(u.id);
    s.close();
    while (gw.server.io.of('/').adapter.rooms.get(rooms.user(company.id, u.id))?.size) await Bun.sleep(5);
    expect(await row(u.id)).toEqual(before);
  });
});

describe('presence: markStaleUsersOffline', () => {
  test(`users without a ping for more than ${ONLINE_TIMEOUT_MS / 60000} minutes go offline and their company hears it`, async () => {
    const { admin, company } = await makeCompany();
    const stale = await makeUser(company.id);
    const fresh = await makeUser(company.id);
    const never = await makeUser(company.id);
    const now = new Date();
    await setPresence(stale.id, true, new Date(now.getTime() - ONLINE_TIMEOUT_MS - 1000));
    await setPresence(fresh.id, true, new Date(now.getTime() - ONLINE_TIMEOUT_MS + 60_000));
    await setPresence(never.id, false, null);
    const adminSocket = await gw.connect(admin.token);
    const staleSocket = await gw.connect(stale.token);
    const told = nextEvent(adminSocket, `company-${company.id}-user`);
    const toldSelf = nextEvent(staleSocket, `company-${company.id}-user`);

    const changed = await markStaleUsersOffline(now);
    expect(changed).toContainEqual({ id: stale.id, companyId: company.id });
    expect(changed.map((c) => c.id)).not.toContain(fresh.id);
    expect(changed.map((c) => c.id)).not.toContain(never.id);
    expect(await told).toEqual({ action: 'update', user: { id: stale.id, online: false } });
    expect(await toldSelf).toEqual({ action: 'update', user: { id: stale.id, online: false } });
    expect((await row(stale.id)).online).toBe(false);
    expect((await row(fresh.id)).online).toBe(true);
    expect((await row(never.id)).online).toBe(false);

    // a second run finds nothing new for this company
    expect((await markStaleUsersOffline(now)).filter((c) => c.companyId === company.id)).toEqual([]);

    // the next ping brings the user back
    const back = nextEvent(adminSocket, `company-${company.id}-user`);
    expect(await staleSocket.emitWithAck('userStatus')).toBe(true);
    expect(await back).toEqual({ action: 'update', user: { id: stale.id, online: true } });
    expect((await row(stale.id)).online).toBe(true);
  });
});
