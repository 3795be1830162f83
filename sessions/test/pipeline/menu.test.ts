import { describe, expect, test } from 'bun:test';
import { eq, messages, withTransaction } from '@zapdesk/db';
import { makeQueueOption } from '@zapdesk/testing';
import { botTexts, deliver, nextNumber, setup, textFrom, ticketById, ticketsOf, type Setup } from '../helpers/setup';

async function conversation(s: Setup) {
  const number = nextNumber();
  const say = async (body: string) => {
    await deliver(s, textFrom({ number }, body, { pushName: 'João' }));
    const [t] = await ticketsOf(s.company.id, number);
    return t;
  };
  return { number, say };
}

const MENU = 'Bem-vindo\n\n*1* - Support\n*2* - Sales';

describe('queue menu', () => {
  test('several queues: greeting and numbered menu, a valid number assigns the queue and sends its greeting', async () => {
    const s = await setup({ queues: [{ name: 'Support', greetingMessage: 'Support here, {{name}}' }, { name: 'Sales' }], connection: { greetingMessage: 'Bem-vindo' } });
    const c = await conversation(s);
    let t = await c.say('hello');
    expect(await botTexts(t.id)).toEqual([MENU]);
    t = await c.say(' 1 ');
    expect(t).toMatchObject({ queueId: s.queues[0].id, chatbot: false, status: 'pending', amountUsedBotQueues: 0 });
    expect(await botTexts(t.id)).toEqual([MENU, 'Support here, João']);
    // the bot is done: later messages only wait for an attendant
    await c.say('anyone?');
    expect(await botTexts(t.id)).toHaveLength(2);
  });

  test('one queue: assigned at once, greeting only when sendGreetingMessageOneQueues is enabled', async () => {
    const on = await setup({ queues: [{ name: 'Only' }], connection: { greetingMessage: 'Oi {{firstName}}' } });
    const a = await conversation(on);
    const t1 = await a.say('hi');
    expect(t1.queueId).toBe(on.queues[0].id);
    expect(await botTexts(t1.id)).toEqual(['Oi João']);

    const off = await setup({ queues: [{ name: 'Only' }], connection: { greetingMessage: 'Oi' }, settings: { sendGreetingMessageOneQueues: 'disabled' } });
    const b = await conversation(off);
    const t2 = await b.say('hi');
    expect(t2.queueId).toBe(off.queues[0].id);
    expect(await botTexts(t2.id)).toEqual([]);
  });

  test('invalid answers resend the menu up to maxUseBotQueues, then the bot stops and the ticket waits without a queue', async () => {
    const s = await setup({ queues: [{ name: 'Support' }, { name: 'Sales' }], connection: { greetingMessage: 'Bem-vindo', maxUseBotQueues: 3 } });
    const c = await conversation(s);
    await c.say('hello');
    let t = await c.say('9');
    expect(t.amountUsedBotQueues).toBe(2);
    t = await c.say('what?');
    expect(t.amountUsedBotQueues).toBe(3);
    expect(await botTexts(t.id)).toEqual([MENU, MENU, MENU]);
    t = await c.say('still no');
    expect(t).toMatchObject({ chatbot: false, queueId: null, status: 'pending' });
    t = await c.say('1');
    expect(t.queueId).toBeNull();
    expect(await botTexts(t.id)).toHaveLength(3);
  });

  test('after timeUseBotQueues minutes the stopped bot starts again from the main menu', async () => {
    const s = await setup({ queues: [{ name: 'Support' }, { name: 'Sales' }], connection: { greetingMessage: 'Bem-vindo', maxUseBotQueues: 1, timeUseBotQueues: 30 } });
    const c = await conversation(s);
    let t = await c.say('hello');
    t = await c.say('x');
    expect(t.chatbot).toBe(false);
    await c.say('y');
    expect(await botTexts(t.id)).toEqual([MENU]);
    await withTransaction((tx) => tx.update(messages).set({ createdAt: new Date(Date.now() - 31 * 60_000) }).where(eq(messages.ticketId, t.id)));
    t = await c.say('back again');
    expect(await botTexts(t.id)).toEqual([MENU, MENU]);
    expect(t).toMatchObject({ chatbot: true, amountUsedBotQueues: 1 });
    t = await c.say('2');
    expect(t.queueId).toBe(s.queues[1].id);
  });

  test('option tree: top level after the queue, children of a chosen option, a leaf sends its message, # returns to the main menu', async () => {
    const s = await setup({ queues: [{ name: 'Support', greetingMessage: 'Suporte:' }, { name: 'Sales' }], connection: { greetingMessage: 'Bem-vindo' } });
    const q = s.queues[0];
    const billing = await makeQueueOption(s.company.id, { queueId: q.id, title: 'Billing', message: 'Billing topics:', option: '1' });
    await makeQueueOption(s.company.id, { queueId: q.id, title: 'Technical', message: 'A technician will answer soon', option: '2' });
    await makeQueueOption(s.company.id, { queueId: q.id, title: 'Second copy', message: 'Your second copy goes by e-mail, protocol {{protocol}}', option: '1', parentId: billing.id });
    await makeQueueOption(s.company.id, { queueId: q.id, title: 'Refund', message: 'Refunds take 5 days', option: '2', parentId: billing.id });
    const top = 'Suporte:\n\n*1* - Billing\n*2* - Technical\n\n*#* - Voltar ao menu inicial';
    const billingMenu = 'Billing topics:\n\n*1* - Second copy\n*2* - Refund\n\n*#* - Voltar ao menu inicial';

    const c = await conversation(s);
    await c.say('hi');
    let t = await c.say('1');
    expect(t).toMatchObject({ queueId: q.id, chatbot: true, queueOptionId: null });
    expect((await botTexts(t.id)).at(-1)).toBe(top);

    t = await c.say('7');
    expect((await botTexts(t.id)).at(-1)).toBe(top);

    t = await c.say('1');
    expect(t.queueOptionId).toBe(billing.id);
    expect((await botTexts(t.id)).at(-1)).toBe(billingMenu);

    t = await c.say('#');
    expect(t).toMatchObject({ queueId: null, queueOptionId: null, chatbot: true });
    expect((await botTexts(t.id)).at(-1)).toBe(MENU);

    await c.say('1');
    await c.say('1');
    t = await c.say('1');
    expect(t).toMatchObject({ queueId: q.id, chatbot: false });
    expect((await botTexts(t.id)).at(-1)).toBe(`Your second copy goes by e-mail, protocol ${t.protocol}`);
    const count = (await botTexts(t.id)).length;
    await c.say('thanks');
    expect((await botTexts(t.id)).length).toBe(count);
    expect((await ticketById(t.id)).status).toBe('pending');
  });

  test('a single queue with options shows them at once and # shows them again', async () => {
    const s = await setup({ queues: [{ name: 'Only', greetingMessage: 'Escolha:' }], connection: { greetingMessage: '' } });
    const q = s.queues[0];
    await makeQueueOption(s.company.id, { queueId: q.id, title: 'Hours', message: 'We open at 8', option: '1' });
    const c = await conversation(s);
    let t = await c.say('hi');
    const menu = 'Escolha:\n\n*1* - Hours\n\n*#* - Voltar ao menu inicial';
    expect(await botTexts(t.id)).toEqual([menu]);
    t = await c.say('#');
    expect(await botTexts(t.id)).toEqual([menu, menu]);
    t = await c.say('1');
    expect((await botTexts(t.id)).at(-1)).toBe('We open at 8');
    expect(t.chatbot).toBe(false);
  });
});
