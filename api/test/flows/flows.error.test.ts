import { describe, expect, test } from 'bun:test';
import { call, makeCompany, makeConnection } from '@zapdesk/testing';
import { PDF, PNG, edge, flowRow, flowWorld, mediasForm, node, phraseRow, sampleDrawing, start, versionsOf } from './helpers';

const save = (w: { user: { token: string }; flowId: number }, body: Record<string, unknown>) => call('POST', '/flowbuilder/flow', { token: w.user.token, body: { idFlow: w.flowId, ...body } });

/** A refused save changes nothing: no drawing, no version. */
async function expectNothingSaved(flowId: number) {
  const row = await flowRow(flowId);
  expect(row.flow).toBeNull();
  expect(row.version).toBe(0);
  expect(await versionsOf(flowId)).toEqual([]);
}

describe('flow builder: bad input', () => {
  test.each([
    ['missing', {}, 'Digite um nome!'],
    ['one character', { name: 'A' }, 'Muito curto!'],
    ['51 characters', { name: 'x'.repeat(51) }, 'Muito longo!'],
    ['blank', { name: '   ' }, 'Digite um nome!'],
  ])('a flow name %s is refused with its §5 message', async (_l, body, message) => {
    const w = await flowWorld();
    const res = await call('POST', '/flowbuilder', { token: w.user.token, body });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'ERR_VALIDATION', fields: { name: message } });
    const renamed = await call('PUT', '/flowbuilder', { token: w.user.token, body: { flowId: w.flowId, ...body } });
    expect(renamed.status).toBe(400);
    expect((await flowRow(w.flowId)).name).toBe('Boas-vindas');
  });

  test('an unknown flow id answers 404 ERR_NO_FLOW_FOUND on every flow route', async () => {
    const w = await flowWorld();
    const t = w.user.token;
    for (const res of [
      await call('GET', '/flowbuilder/flow/999999', { token: t }),
      await call('PUT', '/flowbuilder', { token: t, body: { flowId: 999999, name: 'Outro' } }),
      await call('POST', '/flowbuilder/duplicate', { token: t, body: { flowId: 999999 } }),
      await call('DELETE', '/flowbuilder/999999', { token: t }),
      await call('POST', '/flowbuilder/flow', { token: t, body: { idFlow: 999999, ...sampleDrawing(w.queue.id) } }),
    ]) expect(res.body.error).toBe('ERR_NO_FLOW_FOUND');
  });

  test('an unknown block type is refused, naming the block', async () => {
    const w = await flowWorld();
    const res = await save(w, { nodes: [start, node('zz', 'teleport', {})], connections: [] });
    expect(res.status).toBe(400);
    expect(res.body.fields[`nodes.${'zz'.padEnd(30, 'x')}.type`]).toBe('unknown block type "teleport"');
    await expectNothingSaved(w.flowId);
  });

  test('an edge to or from a missing block is refused, naming the edge', async () => {
    const w = await flowWorld();
    const res = await save(w, { nodes: [start, node('m', 'message', { label: 'Oi' })], connections: [edge('1', 'gone'), { ...edge('m', 'm'), source: 'ghost' }] });
    expect(res.status).toBe(400);
    expect(res.body.fields['connections.0.target']).toContain('no block');
    expect(res.body.fields['connections.1.source']).toBe('no block ghost');
    await expectNothingSaved(w.flowId);
  });

  test('a second start block is refused; so is a flow without one', async () => {
    const w = await flowWorld();
    const two = await save(w, { nodes: [start, { ...start, id: 'second-start' }], connections: [] });
    expect(two.status).toBe(400);
    expect(two.body.fields['nodes.second-start.type']).toBe('a flow has one start block');
    const none = await save(w, { nodes: [node('m', 'message', { label: 'Oi' })], connections: [] });
    expect(none.body.fields.nodes).toBe('the flow needs its start block');
    const dup = await save(w, { nodes: [start, node('m', 'message', { label: 'a' }), node('m', 'message', { label: 'b' })], connections: [] });
    expect(dup.body.fields[`nodes.${'m'.padEnd(30, 'x')}.id`]).toContain('repeated');
    await expectNothingSaved(w.flowId);
  });

  test.each([
    [121, 'Máximo de tempo atingido 120 segundos'],
    [0, 'Adicione o valor de intervalo'],
    ['', 'Adicione o valor de intervalo'],
  ])('an interval of %p s is refused with its §5 message', async (sec, message) => {
    const w = await flowWorld();
    const res = await save(w, { nodes: [start, node('wait', 'interval', { sec })], connections: [] });
    expect(res.status).toBe(400);
    expect(res.body.fields[`nodes.${'wait'.padEnd(30, 'x')}.data.sec`]).toBe(message);
    await expectNothingSaved(w.flowId);
  });

  test('a menu option without an edge is refused, naming the block and the option', async () => {
    const w = await flowWorld();
    const drawing = sampleDrawing(w.queue.id);
    const res = await save(w, { nodes: drawing.nodes, connections: drawing.connections.filter((c) => c.sourceHandle !== 'a2') });
    expect(res.status).toBe(400);
    expect(res.body.fields[`nodes.${'menu'.padEnd(30, 'x')}.data.arrayOption.2`]).toBe('option 2 leads nowhere: connect it to a block');
    await expectNothingSaved(w.flowId);
  });

  test.each([
    ['message without text', 'message', { label: '  ' }, 'data.label', 'Campos de mensagem vazio!'],
    ['menu without options', 'menu', { message: 'Escolha', arrayOption: [] }, 'data.arrayOption', 'Adicione ao menos uma opção'],
    ['randomizer off the 10 steps', 'randomizer', { percent: 35 }, 'data.percent', 'Use passos de 10'],
    ['randomizer over 100', 'randomizer', { percent: 110 }, 'data.percent', 'Too big: expected number to be <=100'],
    ['content with an empty message', 'content', { seq: ['m'], elements: [{ type: 'message', value: ' ' }] }, 'data.elements.0.value', 'Campos de mensagem vazio!'],
    ['content with an interval over 120 s', 'content', { seq: ['i'], elements: [{ type: 'interval', value: '0' }] }, 'data.elements.0.value', 'Máximo de tempo atingido 120 segundos'],
    ['content with an empty upload card', 'content', { seq: ['p'], elements: [{ type: 'img', value: '' }] }, 'data.elements.0.value', 'Delete os cards vazios (Imagem, Áudio e Vídeo)'],
    ['content without items', 'content', { seq: [], elements: [] }, 'data.elements', 'Campos de mensagem vazio!'],
    ['ticket without a queue', 'ticket', {}, 'data.data', 'Selecione uma fila'],
    ['question without answer variable', 'question', { typebotIntegration: { message: 'Nome?' } }, 'data.typebotIntegration.answerKey', 'Obrigatório'],
    ['question with a spaced answer variable', 'question', { typebotIntegration: { message: 'Nome?', answerKey: 'meu nome' } }, 'data.typebotIntegration.answerKey', 'Use letras, números, _ . ou -'],
    ['OpenAI without apiKey', 'openai', { typebotIntegration: { name: 'IA', prompt: 'Seja gentil' } }, 'data.typebotIntegration.apiKey', 'Obrigatório'],
    ['condition with an unknown operator', 'condition', { key: 'nome', condition: 'like', value: 'x' }, 'data.condition', 'Escolha uma condição'],
    ['image without its file', 'img', {}, 'data.url', 'Envie o arquivo'],
  ])('a %s is refused with a field error on the block', async (_l, type, data, path, message) => {
    const w = await flowWorld();
    const res = await save(w, { nodes: [start, node('b', type, data)], connections: [] });
    expect(res.status).toBe(400);
    expect(res.body.fields[`nodes.${'b'.padEnd(30, 'x')}.${path}`]).toBe(message);
    await expectNothingSaved(w.flowId);
  });

  test('malformed documents are refused: nodes not a list, a node without position, a body that is not JSON', async () => {
    const w = await flowWorld();
    expect((await save(w, { nodes: 'x', connections: [] })).body.fields.nodes).toBe('nodes must be a list of blocks');
    expect((await save(w, { nodes: [{ id: '1', type: 'start', data: {} }], connections: [] })).body.fields['nodes.0.position']).toBeDefined();
    const raw = await call('POST', '/flowbuilder/flow', { token: w.user.token, body: '{"idFlow":' as any, headers: { 'content-type': 'application/json' } });
    expect(raw.status).toBe(400);
    await expectNothingSaved(w.flowId);
  });

  test('a save drawn over an older version answers 409 ERR_FLOW_CHANGED and keeps the newer one', async () => {
    const w = await flowWorld();
    const drawing = sampleDrawing(w.queue.id);
    expect((await save(w, { ...drawing, version: 0 })).status).toBe(200);
    const other = { ...drawing, nodes: drawing.nodes.map((n) => (n.id === '1' ? n : { ...n })), connections: drawing.connections };
    expect((await save(w, { ...other, version: 1 })).status).toBe(200);
    const stale = await save(w, { nodes: [start], connections: [], version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ error: 'ERR_FLOW_CHANGED', version: 2 });
    expect(((await flowRow(w.flowId)).flow as any).nodes).toHaveLength(6);
    expect((await versionsOf(w.flowId)).map((v) => v.version)).toEqual([1, 2]);
  });

  test('two saves over one version at once: one lands, the other answers 409', async () => {
    const w = await flowWorld();
    const drawing = sampleDrawing(w.queue.id);
    const [a, b] = await Promise.all([save(w, { ...drawing, version: 0 }), save(w, { nodes: [start], connections: [], version: 0 })]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect((await versionsOf(w.flowId)).map((v) => v.version)).toEqual([1]);
  });

  test("a ticket block on another company's queue answers 404 ERR_NO_QUEUE_FOUND; a medium not uploaded here is a field error", async () => {
    const w = await flowWorld();
    const b = await makeCompany();
    const queue = await save(w, { nodes: [start, node('t', 'ticket', { data: { id: b.queue.id, name: 'Deles' } })], connections: [] });
    expect(queue.status).toBe(404);
    expect(queue.body.error).toBe('ERR_NO_QUEUE_FOUND');
    const theirs = await call('POST', '/flowbuilder/img', { token: b.user.token, form: mediasForm([[PNG, 'f.png', 'image/png']]) });
    const media = await save(w, { nodes: [start, node('i', 'img', { url: theirs.body.name }), node('c', 'content', { seq: ['x'], elements: [{ type: 'video', value: '../../etc/passwd' }] })], connections: [] });
    expect(media.status).toBe(400);
    expect(media.body.fields[`nodes.${'i'.padEnd(30, 'x')}.data.url`]).toBe('not a file uploaded to this company');
    expect(media.body.fields[`nodes.${'c'.padEnd(30, 'x')}.data.elements.0.value`]).toBe('not a file uploaded to this company');
    await expectNothingSaved(w.flowId);
  });

  test('uploads: no file, a type the block does not take, a file over its limit, bytes that lie about their type', async () => {
    const w = await flowWorld();
    const t = w.user.token;
    const none = await call('POST', '/flowbuilder/img', { token: t, form: new FormData() });
    expect(none.status).toBe(400);
    expect(none.body.fields.medias).toBe('Envie o arquivo');
    const pdf = await call('POST', '/flowbuilder/img', { token: t, form: mediasForm([[PDF, 'x.png', 'image/png']]) });
    expect(pdf.status).toBe(400);
    const wrongKind = await call('POST', '/flowbuilder/audio', { token: t, form: mediasForm([[PNG, 'a.mp3', 'audio/mpeg']]) });
    expect(wrongKind.status).toBe(400);
    const big = new Uint8Array((2 << 20) + 10);
    big.set(PNG);
    const tooBig = await call('POST', '/flowbuilder/img', { token: t, form: mediasForm([[big, 'big.png', 'image/png']]) });
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.message).toContain('too large');
    const mixed = await call('POST', '/flowbuilder/content', { token: t, form: mediasForm([[PNG, 'ok.png', 'image/png'], [PDF, 'doc.pdf', 'application/pdf']]) });
    expect(mixed.status).toBe(400);
    expect(mixed.body.fields.medias).toContain('doc.pdf');
    const json = await call('POST', '/flowbuilder/img', { token: t, body: { medias: 'x' } });
    expect(json.status).toBe(400);
  });

  test('phrase campaigns: required fields, unknown or foreign flow and connection, a phrase already active on the connection', async () => {
    const w = await flowWorld();
    const t = w.user.token;
    const missing = await call('POST', '/flowcampaign', { token: t, body: {} });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.fields).sort()).toEqual(['flowId', 'name', 'phrase', 'whatsappId']);
    const base = { name: 'P', flowId: w.flowId, whatsappId: w.connection.id, phrase: 'Quero a promoção' };
    const b = await makeCompany();
    const theirFlow = await call('POST', '/flowbuilder', { token: b.user.token, body: { name: 'Deles' } });
    const theirConnection = await makeConnection(b.company.id);
    expect((await call('POST', '/flowcampaign', { token: t, body: { ...base, flowId: theirFlow.body.id } })).body.error).toBe('ERR_NO_FLOW_FOUND');
    expect((await call('POST', '/flowcampaign', { token: t, body: { ...base, whatsappId: theirConnection.id } })).body.error).toBe('ERR_NO_WAPP_FOUND');
    expect((await call('POST', '/flowcampaign', { token: t, body: { ...base, phrase: '?!' } })).body.fields.phrase).toBe('Obrigatório');
    const first = await call('POST', '/flowcampaign', { token: t, body: base });
    expect(first.status).toBe(200);
    const clash = await call('POST', '/flowcampaign', { token: t, body: { ...base, name: 'Q', phrase: 'QUERO A PROMOCAO' } });
    expect(clash.status).toBe(409);
    expect(clash.body.error).toBe('ERR_FLOW_PHRASE_IN_USE');
    const second = await call('POST', '/flowcampaign', { token: t, body: { ...base, name: 'Q', phrase: 'outra', status: false } });
    const reactivate = await call('PUT', '/flowcampaign', { token: t, body: { ...base, id: second.body.id, name: 'Q', status: true } });
    expect(reactivate.status).toBe(409);
    expect((await phraseRow(second.body.id)).status).toBe(false);
    const unknown = await call('PUT', '/flowcampaign', { token: t, body: { ...base, id: 999999 } });
    expect(unknown.body.error).toBe('ERR_NO_FLOW_CAMPAIGN_FOUND');
    expect((await call('GET', '/flowcampaign/999999', { token: t })).body.error).toBe('ERR_NO_FLOW_CAMPAIGN_FOUND');
  });
});
