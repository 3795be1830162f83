import { generateKeyPairSync } from 'node:crypto';
import { afterAll, describe, expect, test } from 'bun:test';
import { BOT_TURN_JOB, deletePrompt, encryptSecret, runBotTurnsBatch, setLogLevel, setLogSink, systemCtx, updatePrompt, updateTicket, userActor } from '@zapdesk/core';
import { and, asc, botTurns, db, dueJobs, eq, inArray, messages, outbox, queues, tickets, withTransaction, whatsapps } from '@zapdesk/db';
import { fakeServer, jsonAnswer, makeIntegration, makePrompt, makeUser } from '@zapdesk/testing';
import { botTexts, deliver, messagesOf, setup, textFrom, ticketById } from '../helpers/setup';
import { block, contactOf, link, makeFlow, start, walkOfTicket } from '../flows/helpers';
import { fakeOpenAi, runBot, useFakes } from './helpers';

const PROMPT = 'Você é a atendente virtual da loja. Se pedirem um humano escreva: Ação: Transferir para o setor de atendimento';
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const OGG = new Uint8Array([0x4f, 0x67, 0x67, 0x53, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);

const openai = fakeOpenAi();
const speech = fakeServer(() => new Response(OGG, { headers: { 'content-type': 'audio/ogg' } }));
let typebotScript: ((path: string, body: any) => Response) | null = null;
const typebot = fakeServer((r) => typebotScript!(r.path, r.body ? JSON.parse(r.body) : {}));
let hookAnswer: () => Response = () => jsonAnswer({ reply: 'ok' });
const hook = fakeServer(() => hookAnswer());
const dialogflow = fakeServer((r) => {
  if (r.path === '/token') return jsonAnswer({ access_token: 'ya29.df', expires_in: 3600 });
  const text = JSON.parse(r.body).queryInput.text.text;
  return jsonAnswer({ queryResult: { fulfillmentMessages: [{ text: { text: [`Agente: ${text}`] } }], intent: { displayName: text === 'tchau' ? 'Fim' : 'Outro', endInteraction: text === 'tchau' } } });
});
const restore = useFakes({ openAiBaseUrl: `${openai.url}/v1`, azureSpeechUrl: `${speech.url}/{region}`, dialogflowApiUrl: dialogflow.url, googleTokenUrl: `${dialogflow.url}/token` });
afterAll(() => {
  restore();
  for (const f of [openai, speech, typebot, hook, dialogflow]) f.stop();
});

const sentOf = async (ticketId: number) => (await messagesOf(ticketId)).filter((m) => m.fromMe);

describe('a prompt answers through OpenAI', () => {
  test("the connection's prompt holds the ticket; the answer carries the history; the marker hands over to the prompt's queue and is never sent", async () => {
    const s = await setup({ queues: [{ name: 'Vendas' }, { name: 'Suporte' }] });
    const prompt = await makePrompt(s.company.id, { prompt: PROMPT, apiKey: encryptSecret('sk-loopback-1'), queueId: s.queues[1].id, maxMessages: 10 });
    await withTransaction((tx) => tx.update(whatsapps).set({ promptId: prompt.id }).where(eq(whatsapps.id, s.conn.id)));
    const c = contactOf(s);
    const { ticket } = await c.say('Oi, qual o preço?');
    expect(await ticketById(ticket.id)).toMatchObject({ useIntegration: true, promptId: prompt.id, status: 'pending', userId: null });
    expect(await botTexts(ticket.id)).toEqual([]);
    await runBot(ticket.id);
    expect(await botTexts(ticket.id)).toEqual(['Resposta 2: Oi, qual o preço?']);
    const req = openai.requests.at(-1)!;
    expect(req.headers.get('authorization')).toBe('Bearer sk-loopback-1');
    expect(JSON.parse(req.body).messages[0]).toEqual({ role: 'system', content: PROMPT });

    await c.say('E o frete?');
    await runBot(ticket.id);
    expect(JSON.parse(openai.requests.at(-1)!.body).messages.slice(1)).toEqual([
      { role: 'user', content: 'Oi, qual o preço?' },
      { role: 'assistant', content: 'Resposta 2: Oi, qual o preço?' },
      { role: 'user', content: 'E o frete?' },
    ]);
    expect((await botTexts(ticket.id)).at(-1)).toBe('Resposta 4: E o frete?');

    await c.say('quero falar com um humano');
    await runBot(ticket.id);
    expect((await botTexts(ticket.id)).at(-1)).toBe('Vou chamar um atendente.');
    expect((await botTexts(ticket.id)).join('\n')).not.toContain('Ação');
    expect(await ticketById(ticket.id)).toMatchObject({ useIntegration: false, promptId: null, status: 'pending', queueId: s.queues[1].id });
    // now the ticket is people's: nothing goes to the bot
    await c.say('alô?');
    await runBot(ticket.id);
    expect(await db().select().from(botTurns).where(eq(botTurns.ticketId, ticket.id))).toHaveLength(3);
    expect(await ticketById(ticket.id)).toMatchObject({ useIntegration: false, promptId: null });
    expect((await botTexts(ticket.id)).at(-1)).toBe('Vou chamar um atendente.');
  });

  test("a queue's prompt takes the ticket when the queue is chosen; a voice prompt also answers with a voice note; a voice note is transcribed", async () => {
    const s = await setup({ queues: [{ name: 'Vendas' }] });
    const prompt = await makePrompt(s.company.id, { prompt: PROMPT, apiKey: 'sk-plain', voice: 'pt-BR-FranciscaNeural', voiceKey: encryptSecret('azure-key'), voiceRegion: 'brazilsouth' });
    await withTransaction((tx) => tx.update(queues).set({ promptId: prompt.id }).where(eq(queues.id, s.queues[0].id)));
    const c = contactOf(s);
    const { ticket } = await c.say('Olá');
    expect(await ticketById(ticket.id)).toMatchObject({ queueId: s.queues[0].id, useIntegration: true, promptId: prompt.id });
    await runBot(ticket.id);
    const sent = await sentOf(ticket.id);
    expect(sent.map((m) => m.mediaType)).toEqual(['chat', 'voice']);
    expect(sent[0].body).toBe('Resposta 2: Olá');
    expect(sent[1].mediaUrl).toMatch(new RegExp(`^${s.company.id}/[0-9a-f]{32}\\.ogg$`));
    expect(speech.requests.at(-1)!.path).toBe('/brazilsouth/cognitiveservices/v1');
    expect(speech.requests.at(-1)!.headers.get('ocp-apim-subscription-key')).toBe('azure-key');

    const voice = textFrom({ number: c.number }, '', { kind: 'audio', media: { mimetype: 'audio/ogg', fileName: 'nota.ogg', handle: null } });
    s.session.media.set(voice.providerId, { data: OGG, mimetype: 'audio/ogg', fileName: 'nota.ogg' });
    await deliver(s, voice);
    await runBot(ticket.id);
    expect(openai.requests.some((r) => r.path === '/v1/audio/transcriptions' && r.headers.get('authorization') === 'Bearer sk-plain')).toBe(true);
    expect(JSON.parse(openai.requests.filter((r) => r.path === '/v1/chat/completions').at(-1)!.body).messages.at(-1)).toEqual({ role: 'user', content: 'mensagem de voz transcrita' });
  });

  test('a prompt edited through its route answers the next message as edited, and a deleted one lets the ticket go (the bots read prompts from a cache)', async () => {
    const s = await setup();
    const prompt = await makePrompt(s.company.id, { prompt: 'Primeira versão', apiKey: encryptSecret('sk-before'), maxMessages: 10 });
    await withTransaction((tx) => tx.update(whatsapps).set({ promptId: prompt.id }).where(eq(whatsapps.id, s.conn.id)));
    const c = contactOf(s);
    const { ticket } = await c.say('Oi');
    await runBot(ticket.id);
    expect(JSON.parse(openai.requests.at(-1)!.body).messages[0]).toEqual({ role: 'system', content: 'Primeira versão' });

    await updatePrompt({ ctx: systemCtx(s.company.id, 'test'), input: { id: prompt.id, prompt: 'Segunda versão', apiKey: 'sk-after' } as any });
    await c.say('De novo');
    await runBot(ticket.id);
    const req = openai.requests.at(-1)!;
    expect(JSON.parse(req.body).messages[0]).toEqual({ role: 'system', content: 'Segunda versão' });
    expect(req.headers.get('authorization')).toBe('Bearer sk-after');

    const asked = openai.requests.length;
    await deletePrompt({ ctx: systemCtx(s.company.id, 'test'), input: { id: prompt.id } });
    await c.say('Ainda aí?');
    await runBot(ticket.id);
    expect(openai.requests.length).toBe(asked);
    expect(await ticketById(ticket.id)).toMatchObject({ useIntegration: false, promptId: null });
  });

  test('a provider error hands over at once, with a log line and nothing sent', async () => {
    const lines: string[] = [];
    setLogSink((l) => lines.push(l));
    setLogLevel('warn');
    try {
      const s = await setup();
      const prompt = await makePrompt(s.company.id, { prompt: PROMPT, apiKey: 'sk-plain' });
      await withTransaction((tx) => tx.update(whatsapps).set({ promptId: prompt.id }).where(eq(whatsapps.id, s.conn.id)));
      const { ticket } = await contactOf(s).say('isso quebra tudo');
      await runBot(ticket.id);
      expect(await botTexts(ticket.id)).toEqual([]);
      expect(await ticketById(ticket.id)).toMatchObject({ useIntegration: false, promptId: null, status: 'pending' });
    } finally {
      setLogLevel('error');
      setLogSink((l) => process.stdout.write(l + '\n'));
    }
    expect(lines.some((l) => l.includes('bot failed'))).toBe(true);
    expect(lines.join('\n')).not.toContain('sk-plain');
  });

  test('accepting the ticket ends the bot; a turn already owed is dropped, not answered', async () => {
    const s = await setup();
    const prompt = await makePrompt(s.company.id, { prompt: PROMPT, apiKey: 'sk-plain' });
    await withTransaction((tx) => tx.update(whatsapps).set({ promptId: prompt.id }).where(eq(whatsapps.id, s.conn.id)));
    const { ticket } = await contactOf(s).say('Oi');
    const agent = await makeUser(s.company.id, { profile: 'admin' });
    await updateTicket({ ctx: { actor: userActor({ userId: agent.id, companyId: s.company.id, profile: 'admin', super: false }) }, ticketId: ticket.id, input: { status: 'open', userId: agent.id } });
    expect(await ticketById(ticket.id)).toMatchObject({ useIntegration: false, promptId: null, status: 'open' });
    await runBot(ticket.id);
    expect(await botTexts(ticket.id)).toEqual([]);
    expect((await db().select().from(botTurns).where(eq(botTurns.ticketId, ticket.id)))[0].status).toBe('dropped');
  });

  test('transferring the ticket to another queue ends the bot too', async () => {
    const s = await setup({ queues: [{ name: 'Vendas' }, { name: 'Suporte' }] });
    const prompt = await makePrompt(s.company.id, { prompt: PROMPT, apiKey: 'sk-plain' });
    await withTransaction((tx) => tx.update(whatsapps).set({ promptId: prompt.id }).where(eq(whatsapps.id, s.conn.id)));
    const { ticket } = await contactOf(s).say('Oi');
    expect(await ticketById(ticket.id)).toMatchObject({ useIntegration: true });
    const agent = await makeUser(s.company.id, { profile: 'admin' });
    await updateTicket({ ctx: { actor: userActor({ userId: agent.id, companyId: s.company.id, profile: 'admin', super: false }) }, ticketId: ticket.id, input: { queueId: s.queues[1].id, status: 'pending', userId: null } });
    expect(await ticketById(ticket.id)).toMatchObject({ queueId: s.queues[1].id, useIntegration: false, promptId: null });
  });

  test('resolving a ticket the bot holds clears useIntegration, promptId and integrationId', async () => {
    const s = await setup();
    const prompt = await makePrompt(s.company.id, { prompt: PROMPT, apiKey: 'sk-plain' });
    await withTransaction((tx) => tx.update(whatsapps).set({ promptId: prompt.id }).where(eq(whatsapps.id, s.conn.id)));
    const { ticket } = await contactOf(s).say('Oi');
    const agent = await makeUser(s.company.id, { profile: 'admin' });
    await updateTicket({ ctx: { actor: userActor({ userId: agent.id, companyId: s.company.id, profile: 'admin', super: false }) }, ticketId: ticket.id, input: { status: 'closed' } });
    expect(await ticketById(ticket.id)).toMatchObject({ status: 'closed', useIntegration: false, promptId: null, integrationId: null });
    await runBot(ticket.id);
    expect(await botTexts(ticket.id)).toEqual([]);
  });
  test("the runner answers several tickets' turns together, each ticket's in order; a ticket whose answer cannot be written fails its own job only", async () => {
    const s = await setup();
    const prompt = await makePrompt(s.company.id, { prompt: PROMPT, apiKey: 'sk-plain', maxMessages: 10 });
    await withTransaction((tx) => tx.update(whatsapps).set({ promptId: prompt.id }).where(eq(whatsapps.id, s.conn.id)));
    const [a, b, c] = [contactOf(s), contactOf(s), contactOf(s)];
    const { ticket: ta } = await a.say('Oi');
    await a.say('Tudo bem?');
    const { ticket: tb } = await b.say('Olá');
    const { ticket: tc } = await c.say('Bom dia');
    // c's ticket lost its connection: its answer cannot be queued, so the batch's transaction fails and each ticket is closed alone.
    await withTransaction((tx) => tx.update(tickets).set({ whatsappId: null }).where(eq(tickets.id, tc.id)));
    const jobs = await db().select().from(dueJobs).where(and(eq(dueJobs.kind, BOT_TURN_JOB), inArray(dueJobs.key, [ta, tb, tc].map((t) => `ticket:${t.id}`))));
    expect(jobs).toHaveLength(3);
    const results = await runBotTurnsBatch(jobs);
    expect(await botTexts(ta.id)).toEqual(['Resposta 2: Oi', 'Resposta 3: Tudo bem?']);
    expect(await botTexts(tb.id)).toEqual(['Resposta 2: Olá']);
    expect(await botTexts(tc.id)).toEqual([]);
    const jobOf = (t: { id: number }) => jobs.find((j) => j.key === `ticket:${t.id}`)!.id;
    expect(results.get(jobOf(ta))).toBeUndefined();
    expect(results.get(jobOf(tb))).toBeUndefined();
    expect(results.get(jobOf(tc))).toMatchObject({ ok: false });
    const turns = await db().select().from(botTurns).where(inArray(botTurns.ticketId, [ta.id, tb.id, tc.id])).orderBy(asc(botTurns.id));
    expect(turns.map((t) => [t.ticketId, t.status])).toEqual([[ta.id, 'done'], [ta.id, 'done'], [tb.id, 'done'], [tc.id, 'pending']]);
    // The outbox holds each answer once.
    const queued = await db().select().from(outbox).where(inArray(outbox.messageId, (await sentOf(ta.id)).concat(await sentOf(tb.id)).map((m) => m.id)));
    expect(queued).toHaveLength(3);
  });
});

describe('queue integrations answer', () => {
  test('Typebot: choices as a numbered list with the delay between messages, a number picks a choice, restart and finish keywords, the unknown message, expiry', async () => {
    const s = await setup();
    const integration = await makeIntegration(s.company.id, { type: 'typebot', urlN8N: typebot.url, typebotSlug: 'triagem', typebotDelayMessage: 1500, typebotExpires: 1, typebotKeywordRestart: 'reiniciar', typebotRestartMessage: 'Recomeçando…', typebotKeywordFinish: 'sair', typebotUnknownMessage: 'Não entendi.' });
    await withTransaction((tx) => tx.update(whatsapps).set({ integrationId: integration.id }).where(eq(whatsapps.id, s.conn.id)));
    let sessions = 0;
    typebotScript = (path, body) => {
      if (path === '/logo.png') return new Response(PNG);
      if (path.endsWith('/startChat')) return jsonAnswer({ sessionId: `s${++sessions}`, messages: [{ type: 'text', content: { type: 'markdown', markdown: 'Bem-vindo!' } }, ...(sessions === 1 ? [{ type: 'image', content: { url: `${typebot.url}/logo.png` } }] : [])], input: { type: 'choice input', items: [{ content: 'Vendas' }, { content: 'Suporte' }] } });
      const said = body.message.text;
      if (said === 'Suporte') return jsonAnswer({ messages: [{ type: 'text', content: { type: 'markdown', markdown: 'Suporte, diga.' } }] });
      return jsonAnswer({ messages: [], input: { type: 'choice input', items: [{ content: 'Vendas' }, { content: 'Suporte' }] } });
    };
    const c = contactOf(s);
    const { ticket } = await c.say('oi');
    await runBot(ticket.id);
    expect((await sentOf(ticket.id)).map((m) => [m.mediaType, m.body])).toEqual([['chat', 'Bem-vindo!'], ['image', ''], ['chat', '1 - Vendas\n2 - Suporte']]);
    const rows = await db().select({ at: outbox.nextAttemptAt }).from(outbox).innerJoin(messages, eq(messages.id, outbox.messageId)).where(eq(messages.ticketId, ticket.id)).orderBy(asc(outbox.id));
    expect(rows.map((r) => r.at.getTime() - rows[0].at.getTime())).toEqual([0, 1500, 3000]);

    await c.say('2');
    await runBot(ticket.id);
    expect(JSON.parse(typebot.requests.at(-1)!.body).message.text).toBe('Suporte');
    expect(typebot.requests.at(-1)!.path).toBe('/api/v1/sessions/s1/continueChat');
    expect((await botTexts(ticket.id)).at(-1)).toBe('Suporte, diga.');

    await c.say('banana');
    await runBot(ticket.id);
    expect((await botTexts(ticket.id)).slice(-2)).toEqual(['Não entendi.', '1 - Vendas\n2 - Suporte']);

    await c.say('reiniciar');
    await runBot(ticket.id);
    expect((await botTexts(ticket.id)).slice(-3)).toEqual(['Recomeçando…', 'Bem-vindo!', '1 - Vendas\n2 - Suporte']);
    expect(sessions).toBe(2);

    // a minute without a turn: the session expired, the next message starts a new one
    await withTransaction((tx) => tx.update(botTurns).set({ updatedAt: new Date(Date.now() - 120_000) }).where(eq(botTurns.ticketId, ticket.id)));
    await c.say('voltei');
    await runBot(ticket.id);
    expect(sessions).toBe(3);

    await c.say('sair');
    await runBot(ticket.id);
    expect(await ticketById(ticket.id)).toMatchObject({ useIntegration: false, integrationId: null, typebotSessionId: null });
  });

  test('a webhook that replies, and one that hands over', async () => {
    const s = await setup();
    const integration = await makeIntegration(s.company.id, { type: 'webhook', urlN8N: `${hook.url}/hook`, secret: encryptSecret('whsec-0123456789abcdef') });
    await withTransaction((tx) => tx.update(whatsapps).set({ integrationId: integration.id }).where(eq(whatsapps.id, s.conn.id)));
    const c = contactOf(s, 'Ana');
    const { ticket } = await c.say('pedido 42');
    hookAnswer = () => jsonAnswer({ replies: ['Seu pedido saiu.', 'Chega amanhã.'] });
    await runBot(ticket.id);
    expect(await botTexts(ticket.id)).toEqual(['Seu pedido saiu.', 'Chega amanhã.']);
    const sent = JSON.parse(hook.requests.at(-1)!.body);
    expect(sent).toMatchObject({ event: 'message', message: { body: 'pedido 42' }, ticket: { id: ticket.id }, contact: { name: 'Ana', number: c.number } });
    expect(hook.requests.at(-1)!.headers.get('x-zapdesk-event-id')).toMatch(/^turn-\d+$/);
    hookAnswer = () => jsonAnswer({ handover: true });
    await c.say('quero gente');
    await runBot(ticket.id);
    expect(await ticketById(ticket.id)).toMatchObject({ useIntegration: false, integrationId: null });
  });

  test('Dialogflow: a session per ticket in the language; an intent that ends the conversation hands over', async () => {
    const s = await setup();
    const pem = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const key = JSON.stringify({ type: 'service_account', client_email: 'bot@agente.iam.gserviceaccount.com', private_key: pem });
    const integration = await makeIntegration(s.company.id, { type: 'dialogflow', projectName: 'agente-loja', language: 'es', jsonContent: encryptSecret(key) });
    await withTransaction((tx) => tx.update(whatsapps).set({ integrationId: integration.id }).where(eq(whatsapps.id, s.conn.id)));
    const c = contactOf(s);
    const { ticket } = await c.say('hola');
    await runBot(ticket.id);
    expect(await botTexts(ticket.id)).toEqual(['Agente: hola']);
    const detect = dialogflow.requests.at(-1)!;
    expect(detect.path).toBe(`/v2/projects/agente-loja/agent/sessions/ticket-${ticket.id}:detectIntent`);
    expect(JSON.parse(detect.body).queryInput.text.languageCode).toBe('es');
    await c.say('tchau');
    await runBot(ticket.id);
    expect((await botTexts(ticket.id)).at(-1)).toBe('Agente: tchau');
    expect(await ticketById(ticket.id)).toMatchObject({ useIntegration: false, integrationId: null });
  });

  test("a flow's OpenAI block answers through the same client with the block's key, then hands over and the walk ends", async () => {
    const s = await setup();
    const f = await makeFlow(s, {
      nodes: [start, block('m', 'message', { label: 'Vou te passar para a IA.' }), block('ai', 'openai', { typebotIntegration: { name: 'IA', apiKey: 'sk-block-key-0123456789', prompt: 'Responda curto.', maxMessages: 2 } })],
      connections: [link('1', 'm'), link('m', 'ai')],
    });
    expect(f.flowId).toBeGreaterThan(0);
    const c = contactOf(s);
    const { ticket } = await c.say('quero o fluxo');
    await runBot(ticket.id);
    expect(await botTexts(ticket.id)).toEqual(['Vou te passar para a IA.', 'Resposta 2: quero o fluxo']);
    const req = openai.requests.at(-1)!;
    expect(req.headers.get('authorization')).toBe('Bearer sk-block-key-0123456789');
    expect(JSON.parse(req.body).messages[0]).toEqual({ role: 'system', content: 'Responda curto.' });
    await c.say('me passa pra um humano');
    await runBot(ticket.id);
    expect((await botTexts(ticket.id)).at(-1)).toBe('Vou chamar um atendente.');
    expect(await ticketById(ticket.id)).toMatchObject({ useIntegration: false, status: 'pending' });
    expect(await walkOfTicket(ticket.id)).toMatchObject({ status: 'ended', endReason: 'handover' });
  });

  test("a flow's Typebot block runs its bot (a stored Typebot integration named by id)", async () => {
    const s = await setup();
    const integration = await makeIntegration(s.company.id, { type: 'typebot', urlN8N: typebot.url, typebotSlug: 'do-fluxo', typebotDelayMessage: 0 });
    typebotScript = (path) => jsonAnswer(path.endsWith('/startChat') ? { sessionId: 'fx', messages: [{ type: 'text', content: { type: 'markdown', markdown: `Typebot ${path.split('/')[4]}` } }] } : { messages: [] });
    await makeFlow(s, { nodes: [start, block('tb', 'typebot', { typebotIntegration: { integrationId: integration.id } })], connections: [link('1', 'tb')] });
    const { ticket } = await contactOf(s).say('quero o fluxo');
    await runBot(ticket.id);
    expect(await botTexts(ticket.id)).toEqual(['Typebot do-fluxo']);
  });

  test('a flowbuilder integration starts its flow', async () => {
    const s = await setup();
    const flow = await makeFlow(s, { nodes: [start, block('hi', 'message', { label: 'Olá do fluxo, {{name}}!' })], connections: [link('1', 'hi')] }, 'frase que ninguém diz');
    const integration = await makeIntegration(s.company.id, { type: 'flowbuilder', flowId: flow.flowId });
    await withTransaction((tx) => tx.update(whatsapps).set({ integrationId: integration.id }).where(eq(whatsapps.id, s.conn.id)));
    const { ticket } = await contactOf(s, 'Rui').say('bom dia');
    expect(await botTexts(ticket.id)).toEqual(['Olá do fluxo, Rui!']);
  });
});
