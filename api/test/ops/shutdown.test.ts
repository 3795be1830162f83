import { expect, test } from 'bun:test';
import { eq, tags, withTransaction } from '@zapdesk/db';
import { makeCompany, makeTag } from '@zapdesk/testing';
import { spawnApi } from './helpers';

/**
 * SIGTERM lets the requests already running answer before the process cuts its connections and closes the
 * database (a request running at the stop failed with "database not opened", or lost its connection). It tells on
 * PostgreSQL; on SQLite the other process's wait for the write lock holds its whole event loop, so the stop is
 * only seen once the request is done (it passes either way there).
 */
test('an API process stopped while a request waits on the database answers that request first', async () => {
  const { company, admin } = await makeCompany();
  const tag = await makeTag(company.id, { name: 'before' });
  const api = await spawnApi({});
  let answered: Promise<{ status: number; name?: string }> | null = null;
  // The test holds the tag's row (the SQLite write lock, or the PostgreSQL row lock) while the request is sent
  // and the process is told to stop; the request can only finish once the lock goes.
  await withTransaction(async (tx) => {
    await tx.update(tags).set({ name: 'held' }).where(eq(tags.id, tag.id));
    answered = fetch(`${api.url}/tags/${tag.id}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'after the stop', color: '#112233' }),
    }).then(async (r) => ({ status: r.status, name: ((await r.json()) as { name?: string }).name }));
    await Bun.sleep(500);
    api.proc.kill('SIGTERM');
    await Bun.sleep(300);
  });
  expect(await answered!).toEqual({ status: 200, name: 'after the stop' });
  expect(await api.proc.exited).toBe(0);
}, 30_000);
