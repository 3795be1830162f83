// Profiling aid: times the ticket-list pieces one request at a time on a seeded SQLite data set
// (BENCH_DATA_DIR from a bench/fixtures/tickets-server.ts run). Not part of the suite.
process.env.DATA_DIR = process.env.BENCH_DATA_DIR ?? "/tmp/zd-prof";
process.env.LOG_LEVEL = 'error';
const { bootstrap } = await import('../api/src/bootstrap');
await bootstrap();
const core = await import('@zapdesk/core');
const dbm = await import('@zapdesk/db');
const users = await dbm.db().select().from(dbm.users).limit(3);
const admin = { userId: users[0].id, companyId: users[0].companyId, profile: 'admin' as const, super: false };
const att = { userId: users[1].id, companyId: users[1].companyId, profile: 'user' as const, super: false };
async function time(label: string, fn: () => Promise<unknown>, n = 20) {
  await fn();
  const t = performance.now();
  for (let i = 0; i < n; i++) await fn();
  console.log(label.padEnd(50), ((performance.now() - t) / n).toFixed(2), 'ms');
}
for (const [name, actor, input] of [
  ['open (attendant)', att, { status: 'open' }],
  ['pending (attendant)', att, { status: 'pending' }],
  ['open showAll (admin)', admin, { status: 'open', showAll: true }],
  ['search xil', admin, { searchParam: 'xil', showAll: true }],
  ['search ped', admin, { searchParam: 'ped', showAll: true }],
] as const) {
  await time(`${name}: where`, () => core.ticketListWhere({ ctx: { actor }, input: input as any }));
  const where = await core.ticketListWhere({ ctx: { actor }, input: input as any });
  await time(`${name}: page query`, () => core.ticketListQuery(where, 1) as any);
  await time(`${name}: count`, () => dbm.db().select({ n: dbm.count() }).from(dbm.tickets).where(where) as any);
  const rows = await core.ticketListQuery(where, 1);
  await time(`${name}: serialize 40`, () => core.serializeTickets(rows.slice(0, 40)));
  await time(`${name}: whole listTickets`, () => core.listTickets({ ctx: { actor }, input: input as any }));
}
const [t] = await dbm.db().select().from(dbm.tickets).where(dbm.eq(dbm.tickets.status, 'closed')).limit(1);
await time('messages page', () => core.listMessages({ ctx: { actor: admin }, input: { ticketId: t.id } }));
