import { describe, expect, test } from 'bun:test';
import { db, eq, ticketRatings } from '@zapdesk/db';
import { updateTicket } from '@zapdesk/core';
import { autoTexts } from '@zapdesk/core';
import { botTexts, deliver, messagesOf, nextNumber, setup, textFrom, ticketById, ticketsOf, type Setup } from '../helpers/setup';

const actorOf = (s: Setup) => ({ type: 'user' as const, userId: s.user.id, companyId: s.company.id, profile: 'user' as const, super: false });

/** A contact writes, the attendant accepts and resolves with userRating on. */
async function resolvedTicket(s: Setup) {
  const number = nextNumber();
  await deliver(s, textFrom({ number }, 'help me'));
  const [t] = await ticketsOf(s.company.id, number);
  await updateTicket({ ctx: { actor: actorOf(s) }, ticketId: t.id, input: { status: 'open' } });
  await updateTicket({ ctx: { actor: actorOf(s) }, ticketId: t.id, input: { status: 'closed' } });
  const after = await ticketById(t.id);
  expect(after).toMatchObject({ status: 'closed', awaitingRating: true, userId: s.user.id });
  return { number, ticket: after };
}

describe('rating after resolution', () => {
  test('a reply 1–3 is stored for the ticket and attendant, the completion message goes out, no new ticket', async () => {
    const s = await setup({ settings: { userRating: 'enabled' }, connection: { ratingMessage: 'Rate us {{firstName}}', complationMessage: 'Thanks! Protocol {{protocol}}' } });
    const { number, ticket } = await resolvedTicket(s);
    const r = await deliver(s, textFrom({ number }, ' 3 '));
    expect(r).toMatchObject({ status: 'stored', ticketId: ticket.id, createdTicket: false });
    expect(await db().select().from(ticketRatings).where(eq(ticketRatings.ticketId, ticket.id))).toEqual([
      expect.objectContaining({ companyId: s.company.id, ticketId: ticket.id, userId: s.user.id, rate: 3 }),
    ]);
    const after = await ticketById(ticket.id);
    expect(after).toMatchObject({ status: 'closed', awaitingRating: false, unreadMessages: ticket.unreadMessages });
    expect((await botTexts(ticket.id)).at(-1)).toBe(`Thanks! Protocol ${ticket.protocol}`);
    expect(await ticketsOf(s.company.id, number)).toHaveLength(1);
    // the wait is over: the next message opens a new ticket
    await deliver(s, textFrom({ number }, 'new question'));
    expect((await ticketsOf(s.company.id, number)).map((t) => t.status)).toEqual(['closed', 'pending']);
  });

  test('without a completion message the core thanks text is sent', async () => {
    const s = await setup({ settings: { userRating: 'enabled' } });
    const { number, ticket } = await resolvedTicket(s);
    await deliver(s, textFrom({ number }, '1'));
    const texts = await botTexts(ticket.id);
    expect(texts).toEqual([autoTexts.ratingPrompt, autoTexts.ratingThanks]);
  });

  test('other replies are asked again twice, then the wait ends and the reply opens a new pending ticket', async () => {
    const s = await setup({ settings: { userRating: 'enabled' }, queues: [{ name: 'A' }, { name: 'B' }], connection: { greetingMessage: 'Menu' } });
    const { number, ticket } = await resolvedTicket(s);
    await deliver(s, textFrom({ number }, 'great'));
    await deliver(s, textFrom({ number }, '5'));
    expect(await ticketById(ticket.id)).toMatchObject({ awaitingRating: true, ratingAttempts: 2 });
    expect((await botTexts(ticket.id)).slice(-2)).toEqual([autoTexts.ratingRetry, autoTexts.ratingRetry]);
    expect(await ticketsOf(s.company.id, number)).toHaveLength(1);

    const r = await deliver(s, textFrom({ number }, 'I have another problem'));
    expect(r).toMatchObject({ status: 'stored', createdTicket: true });
    const all = await ticketsOf(s.company.id, number);
    expect(all).toHaveLength(2);
    expect(all[0]).toMatchObject({ awaitingRating: false, status: 'closed' });
    expect(all[1]).toMatchObject({ status: 'pending', unreadMessages: 1 });
    expect((await messagesOf(all[1].id))[0].body).toBe('I have another problem');
    expect(await botTexts(all[1].id)).toEqual(['Menu\n\n*1* - A\n*2* - B']);
    expect(await db().select().from(ticketRatings).where(eq(ticketRatings.ticketId, ticket.id))).toEqual([]);
  });
});
