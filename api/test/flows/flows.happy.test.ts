import { describe, expect, test } from 'bun:test';
import { decryptSecret, messageHasPhrase, normalizePhrase } from '@zapdesk/core';
import { call } from '@zapdesk/testing';
import { MP3, MP4, PNG, edge, flowRow, flowWorld, mediasForm, node, phraseRow, sampleDrawing, start, storedFile, versionsOf } from './helpers';

describe('flow builder: happy paths', () => {
  test('create, list by name, rename, set inactive, delete', async () => {
    const w = await flowWorld();
    const b = await call('POST', '/flowbuilder', { token: w.user.token, body: { name: '  Atendimento  ' } });
    expect(b.status).toBe(200);
    expect(b.body).toMatchObject({ name: 'Atendimento', active: true, version: 0, companyId: w.company.id, userId: w.user.id });
    const list = await call('GET', '/flowbuilder', { token: w.user.token });
    expect(list.body.flows.map((f: any) => f.name)).toEqual(['Atendimento', 'Boas-vindas']);
    const renamed = await call('PUT', '/flowbuilder', { token: w.user.token, body: { flowId: b.body.id, name: 'Recepção', active: false } });
    expect(renamed.body).toMatchObject({ id: b.body.id, name: 'Recepção', active: false });
    expect((await flowRow(b.body.id)).name).toBe('Recepção');
    const del = await call('DELETE', `/flowbuilder/${b.body.id}`, { token: w.user.token });
    expect(del.status).toBe(200);
    expect(await flowRow(b.body.id)).toBeUndefined();
  });

  test('a new flow has no drawing: flow.flow is null (the editor keeps its default start block)', async () => {
    const w = await flowWorld();
    const res = await call('GET', `/flowbuilder/flow/${w.flowId}`, { token: w.user.token });
    expect(res.status).toBe(200);
    expect(res.body.flow).toMatchObject({ id: w.flowId, name: 'Boas-vindas', flow: null, version: 0, variables: [] });
  });

  test('a saved drawing comes back as saved, with its answer variables; each save is a new version and the previous is kept', async () => {
    const w = await flowWorld();
    const drawing = sampleDrawing(w.queue.id);
    const saved = await call('POST', '/flowbuilder/flow', { token: w.user.token, body: { idFlow: w.flowId, ...drawing } });
    expect(saved.status).toBe(200);
    expect(saved.body.flow).toMatchObject({ version: 1, variables: ['nome'] });
    const got = await call('GET', `/flowbuilder/flow/${w.flowId}`, { token: w.user.token });
    expect(got.body.flow.flow.nodes).toHaveLength(6);
    expect(got.body.flow.flow.nodes[3]).toMatchObject({ type: 'menu', data: { arrayOption: [{ number: 1, value: 'Vendas' }, { number: 2, value: 'Suporte' }] } });
    expect(got.body.flow.flow.connections).toEqual(drawing.connections);
    const second = { ...drawing, nodes: drawing.nodes.map((n) => (n.type === 'message' && n.id.startsWith('bye') ? { ...n, data: { label: 'Tchau!' } } : n)) };
    const again = await call('POST', '/flowbuilder/flow', { token: w.user.token, body: { idFlow: w.flowId, version: 1, ...second } });
    expect(again.body.flow.version).toBe(2);
    const versions = await versionsOf(w.flowId);
    expect(versions.map((v) => v.version)).toEqual([1, 2]);
    expect(JSON.stringify(versions[0].document)).toContain('Até logo, {{nome}}!');
    expect(JSON.stringify(versions[1].document)).toContain('Tchau!');
  });

  test('editor keys of nodes and edges (size, selection, style) are kept; every block type of §3 is accepted', async () => {
    const w = await flowWorld();
    const img = await call('POST', '/flowbuilder/img', { token: w.user.token, form: mediasForm([[PNG, 'foto.png', 'image/png']]) });
    const audio = await call('POST', '/flowbuilder/audio', { token: w.user.token, form: mediasForm([[MP3, 'voz.mp3', 'audio/mpeg']]) });
    const content = await call('POST', '/flowbuilder/content', { token: w.user.token, form: mediasForm([[PNG, 'a.png', 'image/png'], [MP4, 'v.mp4', 'video/mp4']]) });
    const nodes = [
      { ...start, width: 200, height: 60, selected: false },
      node('msg', 'message', { label: 'Oi' }),
      node('wait', 'interval', { sec: 120, label: 'Intervalo 120 seg.' }),
      node('cond', 'condition', { key: 'nome', condition: 'contains', value: 'Ana' }),
      node('img', 'img', { url: img.body.name }),
      node('aud', 'audio', { url: audio.body.name, record: true }),
      node('vid', 'video', { url: content.body[1] }),
      node('rnd', 'randomizer', { percent: 30 }),
      node('cnt', 'content', { seq: ['m1', 'i1', 'p1'], elements: [{ type: 'message', value: 'Veja', number: 'm1' }, { type: 'interval', value: '5', number: 'i1' }, { type: 'img', value: content.body[0], original: 'a.png', number: 'p1' }] }),
      node('tb', 'typebot', { typebotIntegration: { name: 'Bot' } }),
      node('ai', 'openai', { typebotIntegration: { name: 'Assistente', apiKey: 'sk-test', prompt: 'Você é um atendente.', voice: 'texto', temperature: 1, maxTokens: 100, maxMessages: 10 } }),
      node('q', 'question', { typebotIntegration: { message: 'Seu e-mail?', answerKey: 'email' } }),
      node('tk', 'ticket', { data: { id: w.queue.id, name: w.queue.name } }),
    ];
    const connections = [{ ...edge('1', 'msg'), animated: true, style: { stroke: '#0000FF' } }, edge('rnd', 'msg', 'a'), edge('rnd', 'tk', 'b')];
    const saved = await call('POST', '/flowbuilder/flow', { token: w.user.token, body: { idFlow: w.flowId, nodes, connections } });
    expect(saved.status).toBe(200);
    const doc = (await flowRow(w.flowId)).flow as any;
    expect(doc.nodes[0]).toMatchObject({ width: 200, height: 60, selected: false });
    expect(doc.connections[0]).toMatchObject({ animated: true, style: { stroke: '#0000FF' } });
    expect(doc.nodes.map((n: any) => n.type)).toEqual(['start', 'message', 'interval', 'condition', 'img', 'audio', 'video', 'randomizer', 'content', 'typebot', 'openai', 'question', 'ticket']);
    expect(saved.body.flow.variables).toEqual(['email']);
  });

  test("the OpenAI block's keys are stored encrypted and read masked; a save that sends the mask back keeps them", async () => {
    const w = await flowWorld();
    const ai = (apiKey: string) => ({ id: 'ai'.padEnd(30, 'x'), type: 'openai', position: { x: 0, y: 0 }, data: { typebotIntegration: { name: 'IA', apiKey, prompt: 'Seja gentil.', voiceKey: 'azure-flow-key-0123456789' } } });
    const first = { nodes: [{ id: '1', type: 'start', position: { x: 250, y: 100 }, data: { label: 'Inicio do fluxo' } }, ai('sk-flow-secret-0123456789abcd')], connections: [] };
    const saved = await call('POST', '/flowbuilder/flow', { token: w.user.token, body: { idFlow: w.flowId, ...first } });
    const shown = (await call('GET', `/flowbuilder/flow/${w.flowId}`, { token: w.user.token })).body.flow.flow.nodes[1].data.typebotIntegration;
    expect(shown.apiKey).toBe('••••••••abcd');
    expect(JSON.stringify(saved.body) + JSON.stringify(shown)).not.toContain('sk-flow-secret');
    const stored = ((await flowRow(w.flowId)).flow as any).nodes[1].data.typebotIntegration;
    expect(stored.apiKey).toStartWith('enc:v1:');
    expect(decryptSecret(stored.apiKey)).toBe('sk-flow-secret-0123456789abcd');
    // the editor saves the drawing it was shown: the masks keep the keys
    await call('POST', '/flowbuilder/flow', { token: w.user.token, body: { idFlow: w.flowId, nodes: [first.nodes[0], { ...ai(shown.apiKey), data: { typebotIntegration: { ...shown, prompt: 'Outro texto.' } } }], connections: [] } });
    const kept = ((await flowRow(w.flowId)).flow as any).nodes[1].data.typebotIntegration;
    expect([decryptSecret(kept.apiKey), decryptSecret(kept.voiceKey), kept.prompt]).toEqual(['sk-flow-secret-0123456789abcd', 'azure-flow-key-0123456789', 'Outro texto.']);
  });

  test('duplicate copies the drawing under "<name> (cópia)" as its own first version', async () => {
    const w = await flowWorld();
    await call('POST', '/flowbuilder/flow', { token: w.user.token, body: { idFlow: w.flowId, ...sampleDrawing(w.queue.id) } });
    const copy = await call('POST', '/flowbuilder/duplicate', { token: w.user.token, body: { flowId: w.flowId } });
    expect(copy.status).toBe(200);
    expect(copy.body).toMatchObject({ name: 'Boas-vindas (cópia)', version: 1 });
    expect((await flowRow(copy.body.id)).flow).toEqual((await flowRow(w.flowId)).flow);
    expect((await versionsOf(copy.body.id)).map((v) => v.version)).toEqual([1]);
  });

  test('uploads: image and audio answer their stored name and URL; content answers names in order; files are stored', async () => {
    const w = await flowWorld();
    const img = await call('POST', '/flowbuilder/img', { token: w.user.token, form: mediasForm([[PNG, 'minha foto.png', 'image/png']]) });
    expect(img.status).toBe(200);
    expect(img.body).toMatchObject({ originalName: 'minha_foto.png', mediaType: 'image' });
    expect(img.body.name).toMatch(new RegExp(`^${w.company.id}/[0-9a-f]{32}\\.png$`));
    expect(img.body.url).toEndWith(`/public/${img.body.name}`);
    expect(storedFile(img.body.name)).toBe(true);
    const audio = await call('POST', '/flowbuilder/audio', { token: w.user.token, form: mediasForm([[MP3, 'a.mp3', 'audio/mpeg']]) });
    expect(audio.body.mediaType).toBe('audio');
    const content = await call('POST', '/flowbuilder/content', { token: w.user.token, form: mediasForm([[MP3, 'x.mp3', 'audio/mpeg'], [PNG, 'y.png', 'image/png']]) });
    expect(content.status).toBe(200);
    expect(content.body).toHaveLength(2);
    expect(content.body[0]).toEndWith('.mp3');
    expect(content.body[1]).toEndWith('.png');
  });

  test('phrase campaigns: create (active by default), list as { flow }, details as { details }, edit, delete', async () => {
    const w = await flowWorld();
    const created = await call('POST', '/flowcampaign', { token: w.user.token, body: { name: 'Promoção', flowId: w.flowId, whatsappId: w.connection.id, phrase: 'quero a promoção' } });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ name: 'Promoção', flowId: w.flowId, whatsappId: w.connection.id, phrase: 'quero a promoção', status: true, userId: w.user.id });
    const list = await call('GET', '/flowcampaign', { token: w.user.token });
    expect(list.body.flow.map((f: any) => f.id)).toEqual([created.body.id]);
    const details = await call('GET', `/flowcampaign/${created.body.id}`, { token: w.user.token });
    expect(details.body.details).toMatchObject({ id: created.body.id, phrase: 'quero a promoção' });
    const edited = await call('PUT', '/flowcampaign', { token: w.user.token, body: { id: created.body.id, name: 'Promo', flowId: w.flowId, whatsappId: w.connection.id, phrase: 'promo', status: false } });
    expect(edited.body).toMatchObject({ name: 'Promo', phrase: 'promo', status: false });
    expect((await phraseRow(created.body.id)).status).toBe(false);
    const del = await call('DELETE', `/flowcampaign/${created.body.id}`, { token: w.admin.token });
    expect(del.status).toBe(200);
    expect(await phraseRow(created.body.id)).toBeUndefined();
  });

  test('one phrase may serve several connections, and an inactive campaign does not hold its phrase', async () => {
    const w = await flowWorld();
    const { makeConnection } = await import('@zapdesk/testing');
    const other = await makeConnection(w.company.id, { name: 'Suporte' });
    const body = { name: 'A', flowId: w.flowId, whatsappId: w.connection.id, phrase: 'Oi' };
    expect((await call('POST', '/flowcampaign', { token: w.user.token, body })).status).toBe(200);
    expect((await call('POST', '/flowcampaign', { token: w.user.token, body: { ...body, whatsappId: other.id } })).status).toBe(200);
    expect((await call('POST', '/flowcampaign', { token: w.user.token, body: { ...body, name: 'B', status: false } })).status).toBe(200);
  });

  test('deleting a flow takes its phrase campaigns and versions with it', async () => {
    const w = await flowWorld();
    await call('POST', '/flowbuilder/flow', { token: w.user.token, body: { idFlow: w.flowId, ...sampleDrawing(w.queue.id) } });
    const pc = await call('POST', '/flowcampaign', { token: w.user.token, body: { name: 'P', flowId: w.flowId, whatsappId: w.connection.id, phrase: 'menu' } });
    await call('DELETE', `/flowbuilder/${w.flowId}`, { token: w.user.token });
    expect(await phraseRow(pc.body.id)).toBeUndefined();
    expect(await versionsOf(w.flowId)).toEqual([]);
  });

  test('phrase matching: case- and accent-insensitive, whole words, punctuation aside', () => {
    expect(normalizePhrase('  Quero a PROMOÇÃO!! ')).toBe('quero a promocao');
    expect(messageHasPhrase('Olá, eu quero a promoção de hoje', 'Quero a Promocao')).toBe(true);
    expect(messageHasPhrase('QUERO-A-PROMOÇÃO', 'quero a promoção')).toBe(true);
    expect(messageHasPhrase('quero a promoçãozinha', 'quero a promoção')).toBe(false);
    expect(messageHasPhrase('promo', 'quero a promoção')).toBe(false);
    expect(messageHasPhrase('qualquer coisa', '!!!')).toBe(false);
  });
});
