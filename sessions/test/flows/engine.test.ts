import { describe, expect, test } from 'bun:test';
import { resumeWalk, saveFlowDrawing, userActor, updateTicket, walkStats } from '@zapdesk/core';
import { botTurns, db, eq, flowWalks, withTransaction } from '@zapdesk/db';
import { makeUser } from '@zapdesk/testing';
import { botTexts, messagesOf, setup, ticketById } from '../helpers/setup';
import { block, contactOf, id30, jobByKey, link, makeFlow, start, walkOfTicket } from './helpers';

const conversationFlow = (queueId: number) => ({
  nodes: [
    start,
    block('hello', 'message', { label: 'Olá, {{firstName}}! Vamos começar.' }),
    block('ask', 'question', { typebotIntegration: { message: 'Qual é o seu nome?', answerKey: 'nome' } }),
    block('menu', 'menu', { message: '{{nome}}, escolha:', arrayOption: [{ number: 1, value: 'Vendas' }, { number: 2, value: 'Suporte' }] }),
    block('sales', 'ticket', { data: { id: queueId, name: 'Vendas' } }),
    block('bye', 'message', { label: 'Até logo, {{nome}}!' }),
  ],
  connections: [link('1', 'hello'), link('hello', 'ask'), link('ask', 'menu'), link('menu', 'sales', 'a1'), link('menu', 'bye', 'a2')],
});

const MENU = (name: string) => `${name}, escolha:\n\n*1* - Vendas\n*2* - Suporte`;

describe('flow engine', () => {
  test('a phrase starts the flow before the queue menu; a question keeps its answer; a menu reply picks its branch; the walk ends at the last block', async () => {
    const s = await setup({ queues: [{ name: 'Vendas' }, { name: 'Suporte' }], connection: { greetingMessage: 'Bem-vindo' } });
    await makeFlow(s, conversationFlow(s.queues[0].id), 'Quero Atendimento');
    const c = contactOf(s);
    let { ticket } = await c.say('oi, QUERO atendimento por favor');
    expect(await botTexts(ticket.id)).toEqual(['Olá, Maria! Vamos começar.', 'Qual é o seu nome?']);
    let walk = await walkOfTicket(ticket.id);
    expect(walk).toMatchObject({ status: 'active', waitKind: 'reply', nodeId: id30('ask') });
    ({ ticket } = await c.say('  Ana  '));
    expect((await botTexts(ticket.id)).at(-1)).toBe(MENU('Ana'));
    walk = await walkOfTicket(ticket.id);
    expect(walk!.variables.nome).toBe('Ana');
    ({ ticket } = await c.say('2'));
    expect((await botTexts(ticket.id)).at(-1)).toBe('Até logo, Ana!');
    walk = await walkOfTicket(ticket.id);
    expect(walk).toMatchObject({ status: 'ended', endReason: 'completed', nodeId: id30('bye') });
    expect(walk!.visited).toEqual(['1', id30('hello'), id30('ask'), id30('menu'), id30('bye')]);
    // no queue menu was ever sent; after the walk the queue bot has its turn again
    expect((await botTexts(ticket.id)).some((t) => t.includes('Bem-vindo'))).toBe(false);
    ({ ticket } = await c.say('mais uma coisa'));
    expect((await botTexts(ticket.id)).at(-1)).toContain('Bem-vindo');
  });

  test('a menu answered by the option text works too; the ticket block moves the ticket to its queue and ends the walk', async () => {
    const s = await setup({ queues: [{ name: 'Vendas' }, { name: 'Suporte' }] });
    await makeFlow(s, conversationFlow(s.queues[0].id));
    const c = contactOf(s);
    await c.say('quero o fluxo');
    await c.say('Bia');
    const { ticket } = await c.say('vendas');
    expect(ticket).toMatchObject({ queueId: s.queues[0].id, chatbot: false, status: 'pending' });
    expect(await walkOfTicket(ticket.id)).toMatchObject({ status: 'ended', endReason: 'ticket', nodeId: id30('sales') });
  });

  test('an invalid menu reply repeats the menu; after 3 invalid replies the walk ends and the ticket waits for people', async () => {
    const s = await setup({ queues: [{ name: 'Vendas' }] });
    await makeFlow(s, conversationFlow(s.queues[0].id));
    const c = contactOf(s);
    await c.say('quero o fluxo');
    await c.say('Caio');
    await c.say('9');
    let { ticket } = await c.say('talvez');
    expect((await botTexts(ticket.id)).filter((t) => t === MENU('Caio'))).toHaveLength(3);
    expect(await walkOfTicket(ticket.id)).toMatchObject({ status: 'active', tries: 2 });
    ({ ticket } = await c.say('não sei'));
    expect(await walkOfTicket(ticket.id)).toMatchObject({ status: 'ended', endReason: 'invalid_replies' });
    expect((await botTexts(ticket.id)).filter((t) => t === MENU('Caio'))).toHaveLength(3);
  });

  test('phrase rules: accents and case aside, whole phrase contained; a message without the phrase goes to the queue menu', async () => {
    const s = await setup({ queues: [{ name: 'A' }, { name: 'B' }], connection: { greetingMessage: 'Menu' } });
    await makeFlow(s, { nodes: [start, block('m', 'message', { label: 'fluxo!' })], connections: [link('1', 'm')] }, 'Promoção de Natal');
    const a = contactOf(s);
    const { ticket: ta } = await a.say('PROMOCAO DE NATAL?');
    expect(await botTexts(ta.id)).toEqual(['fluxo!']);
    const b = contactOf(s);
    const { ticket: tb } = await b.say('promoção de natalino');
    expect((await botTexts(tb.id))[0]).toContain('Menu');
    expect(await walkOfTicket(tb.id)).toBeUndefined();
  });

  test('an interval parks the walk on a due job: messages meanwhile wait with it; the job continues the walk once, even when run twice', async () => {
    const s = await setup({ queues: [{ name: 'A' }, { name: 'B' }], connection: { greetingMessage: 'Menu' } });
    await makeFlow(s, {
      nodes: [start, block('one', 'message', { label: 'um' }), block('wait', 'interval', { sec: 30 }), block('two', 'message', { label: 'dois' })],
      connections: [link('1', 'one'), link('one', 'wait'), link('wait', 'two')],
    });
    const c = contactOf(s);
    let { ticket } = await c.say('quero o fluxo');
    const walk = (await walkOfTicket(ticket.id))!;
    expect(walk).toMatchObject({ waitKind: 'interval', nodeId: id30('two') });
    const job = await jobByKey(walk.wakeKey!);
    expect(job.runAt.getTime() - walk.updatedAt.getTime()).toBeGreaterThanOrEqual(29_000);
    ({ ticket } = await c.say('oi?'));
    expect(await botTexts(ticket.id)).toEqual(['um']);
    await resumeWalk(job);
    await resumeWalk(job);
    expect(await botTexts(ticket.id)).toEqual(['um', 'dois']);
    expect(await walkOfTicket(ticket.id)).toMatchObject({ status: 'ended', endReason: 'completed' });
  });

  test('a content block sends its items in seq order, pausing at its interval item, then goes on', async () => {
    const s = await setup();
    const f = await makeFlow(s, { nodes: [start], connections: [] });
    const upload = `${s.company.id}/0123456789abcdef0123456789abcdef.png`;
    await saveFlowDrawing({
      ctx: f.ctx,
      input: {
        idFlow: f.flowId,
        nodes: [
          start,
          block('c', 'content', {
            seq: ['m2', 'i1', 'p1', 'm1'],
            elements: [
              { type: 'message', value: 'depois', number: 'm1' },
              { type: 'message', value: 'antes', number: 'm2' },
              { type: 'interval', value: '10', number: 'i1' },
              { type: 'img', value: upload, number: 'p1' },
            ],
          }),
          block('end', 'message', { label: 'fim' }),
        ] as any,
        connections: [link('1', 'c'), link('c', 'end')] as any,
      } as any,
    });
    const c = contactOf(s);
    const { ticket } = await c.say('quero o fluxo');
    expect(await botTexts(ticket.id)).toEqual(['antes']);
    const walk = (await walkOfTicket(ticket.id))!;
    expect(walk).toMatchObject({ waitKind: 'interval', nodeId: id30('c'), contentStep: 2 });
    await resumeWalk((await jobByKey(walk.wakeKey!))!);
    const sent = (await messagesOf(ticket.id)).filter((m) => m.fromMe);
    expect(sent.map((m) => [m.body, m.mediaType, m.mediaUrl])).toEqual([
      ['antes', 'chat', null],
      ['0123456789abcdef0123456789abcdef.png', 'image', upload],
      ['depois', 'chat', null],
      ['fim', 'chat', null],
    ]);
  });

  test('randomizer at 100 always takes its first way, at 0 the second; a condition reads the answers', async () => {
    const s = await setup();
    await makeFlow(s, {
      nodes: [
        start,
        block('q', 'question', { typebotIntegration: { message: 'Idade?', answerKey: 'idade' } }),
        block('cond', 'condition', { key: 'idade', condition: 'greaterThan', value: '17' }),
        block('r100', 'randomizer', { percent: 100 }),
        block('r0', 'randomizer', { percent: 0 }),
        block('adult', 'message', { label: 'adulto' }),
        block('minor', 'message', { label: 'menor' }),
        block('never', 'message', { label: 'nunca' }),
      ],
      connections: [link('1', 'q'), link('q', 'cond'), link('cond', 'r100', 'a'), link('cond', 'r0', 'b'), link('r100', 'adult', 'a'), link('r100', 'never', 'b'), link('r0', 'never', 'a'), link('r0', 'minor', 'b')],
    });
    const a = contactOf(s);
    await a.say('quero o fluxo');
    const { ticket: ta } = await a.say('30');
    expect(await botTexts(ta.id)).toEqual(['Idade?', 'adulto']);
    const b = contactOf(s);
    await b.say('quero o fluxo');
    const { ticket: tb } = await b.say('12');
    expect(await botTexts(tb.id)).toEqual(['Idade?', 'menor']);
  });

  test('media blocks: an image, an audio as a voice note when record is on, a video', async () => {
    const s = await setup();
    const f = (tag: string) => `${s.company.id}/${tag.repeat(32).slice(0, 32)}`;
    await makeFlow(s, {
      nodes: [start, block('i', 'img', { url: `${f('a')}.png` }), block('a', 'audio', { url: `${f('b')}.ogg`, record: true }), block('v', 'video', { url: `${f('c')}.mp4` })],
      connections: [link('1', 'i'), link('i', 'a'), link('a', 'v')],
    });
    const { ticket } = await contactOf(s).say('quero o fluxo');
    const sent = (await messagesOf(ticket.id)).filter((m) => m.fromMe);
    expect(sent.map((m) => m.mediaType)).toEqual(['image', 'voice', 'video']);
  });

  test("typebot and OpenAI blocks give the ticket to the block's bot: the walk waits on the block and the message is owed an answer", async () => {
    const s = await setup();
    await makeFlow(s, {
      nodes: [start, block('m', 'message', { label: 'vou te passar para a IA' }), block('ai', 'openai', { typebotIntegration: { name: 'IA', apiKey: 'sk', prompt: 'p' } })],
      connections: [link('1', 'm'), link('m', 'ai')],
    });
    const { ticket } = await contactOf(s).say('quero o fluxo');
    expect(await walkOfTicket(ticket.id)).toMatchObject({ status: 'active', waitKind: 'bot', nodeId: id30('ai') });
    expect(await ticketById(ticket.id)).toMatchObject({ useIntegration: true, promptId: null, integrationId: null });
    expect((await db().select().from(botTurns).where(eq(botTurns.ticketId, ticket.id))).map((t) => t.status)).toEqual(['pending']);
  });

  test('a flow edited mid-walk: the running walk finishes on the version it started, new walks take the new one', async () => {
    const s = await setup();
    const f = await makeFlow(s, {
      nodes: [start, block('q', 'question', { typebotIntegration: { message: 'Nome?', answerKey: 'n' } }), block('m', 'message', { label: 'versão 1' })],
      connections: [link('1', 'q'), link('q', 'm')],
    });
    const a = contactOf(s);
    await a.say('quero o fluxo');
    await saveFlowDrawing({
      ctx: f.ctx,
      input: { idFlow: f.flowId, nodes: [start, block('q', 'question', { typebotIntegration: { message: 'Nome?', answerKey: 'n' } }), block('m', 'message', { label: 'versão 2' })], connections: [link('1', 'q'), link('q', 'm')] } as any,
    });
    const { ticket: ta } = await a.say('Ana');
    expect((await botTexts(ta.id)).at(-1)).toBe('versão 1');
    const b = contactOf(s);
    await b.say('quero o fluxo');
    const { ticket: tb } = await b.say('Bia');
    expect((await botTexts(tb.id)).at(-1)).toBe('versão 2');
  });

  test('two walks of one contact are impossible: the phrase twice at once starts one walk; the index refuses a second', async () => {
    const s = await setup();
    await makeFlow(s, { nodes: [start, block('q', 'question', { typebotIntegration: { message: 'Nome?', answerKey: 'n' } })], connections: [link('1', 'q')] });
    const c = contactOf(s);
    const [x, y] = await Promise.all([c.say('quero o fluxo'), c.say('quero o fluxo')]);
    const walks = await db().select().from(flowWalks).where(eq(flowWalks.ticketId, x.ticket.id));
    // one walk: the second message found it parked on the question and became its answer
    expect(walks).toHaveLength(1);
    expect(walks[0]).toMatchObject({ status: 'ended', endReason: 'completed', variables: { n: 'quero o fluxo' } });
    expect(y.ticket.id).toBe(x.ticket.id);
    const w = walks[0];
    const { id: _id, ...copy } = w;
    await withTransaction((tx) => tx.update(flowWalks).set({ status: 'active' }).where(eq(flowWalks.id, w.id)));
    await expect(withTransaction((tx) => tx.insert(flowWalks).values({ ...copy, status: 'active' }))).rejects.toThrow();
  });

  test('an attendant accepting the ticket ends the walk; a resolved ticket ends it too; a loop without a pause ends it', async () => {
    const s = await setup();
    await makeFlow(s, { nodes: [start, block('q', 'question', { typebotIntegration: { message: 'Nome?', answerKey: 'n' } })], connections: [link('1', 'q')] });
    const c = contactOf(s);
    const { ticket } = await c.say('quero o fluxo');
    const agent = await makeUser(s.company.id, { profile: 'admin' });
    await updateTicket({ ctx: { actor: userActor({ userId: agent.id, companyId: s.company.id, profile: 'admin', super: false }) }, ticketId: ticket.id, input: { status: 'open', userId: agent.id } });
    expect(await walkOfTicket(ticket.id)).toMatchObject({ status: 'ended', endReason: 'attended' });
    const before = (await botTexts(ticket.id)).length;
    await c.say('Ana');
    expect(await botTexts(ticket.id)).toHaveLength(before);

    const s2 = await setup();
    await makeFlow(s2, { nodes: [start, block('a', 'message', { label: 'a' }), block('b', 'message', { label: 'b' })], connections: [link('1', 'a'), link('a', 'b'), link('b', 'a')] });
    const { ticket: t2 } = await contactOf(s2).say('quero o fluxo');
    expect(await walkOfTicket(t2.id)).toMatchObject({ status: 'ended', endReason: 'loop' });
    expect((await botTexts(t2.id)).length).toBeLessThanOrEqual(100);
  });

  test("per-block counts: walks that reached each block and walks that stopped there, last 7 days", async () => {
    const s = await setup({ queues: [{ name: 'Vendas' }] });
    const f = await makeFlow(s, conversationFlow(s.queues[0].id));
    const a = contactOf(s);
    await a.say('quero o fluxo');
    const b = contactOf(s);
    await b.say('quero o fluxo');
    await b.say('Bia');
    await b.say('2');
    const stats = await walkStats(s.company.id, f.flowId);
    expect(stats.walks).toBe(2);
    expect(stats.nodes[id30('ask')]).toEqual({ reached: 2, stopped: 1 });
    expect(stats.nodes[id30('bye')]).toEqual({ reached: 1, stopped: 0 });
  });
});
