import { afterAll, describe, expect, test } from 'bun:test';
import { openAiChat, openAiTranscribe, speechSsml, splitHandover, synthesizeSpeech } from '@zapdesk/core';
import { fakeServer, jsonAnswer as json } from '@zapdesk/testing';

const OGG = new Uint8Array([0x4f, 0x67, 0x67, 0x53, 0, 2, 0, 0]);
let failNext = 0;
const fake = fakeServer((r) => {
  if (failNext > 0) {
    failNext--;
    return json({ error: { message: 'The server had an error', type: 'server_error' } }, 500);
  }
  if (r.path === '/v1/chat/completions') {
    const body = JSON.parse(r.body);
    const last = body.messages.at(-1).content;
    return json({ id: 'c1', object: 'chat.completion', created: 1, model: body.model, choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: ` Resposta para: ${last} ` } }] });
  }
  if (r.path === '/v1/audio/transcriptions') return json({ text: 'quero falar com alguém' });
  if (r.path === '/region-x/cognitiveservices/v1') return new Response(OGG, { headers: { 'content-type': 'audio/ogg' } });
  return json({ error: { message: 'not found' } }, 404);
});
afterAll(() => fake.stop());
const o = { baseURL: `${fake.url}/v1`, timeoutMs: 2000 };

describe('the OpenAI client (official SDK against a loopback fake)', () => {
  test('a chat completion: key as bearer, the prompt as system text, the history, max tokens and temperature', async () => {
    const reply = await openAiChat({ apiKey: 'sk-fake-1', model: 'gpt-4o-mini', prompt: 'Seja breve.', history: [{ role: 'user', content: 'oi' }, { role: 'assistant', content: 'Olá!' }, { role: 'user', content: 'preço?' }], maxTokens: 100, temperature: 0.3 }, o);
    expect(reply).toBe('Resposta para: preço?');
    const req = fake.requests.find((r) => r.path === '/v1/chat/completions')!;
    expect(req.headers.get('authorization')).toBe('Bearer sk-fake-1');
    expect(JSON.parse(req.body)).toEqual({ model: 'gpt-4o-mini', messages: [{ role: 'system', content: 'Seja breve.' }, { role: 'user', content: 'oi' }, { role: 'assistant', content: 'Olá!' }, { role: 'user', content: 'preço?' }], max_tokens: 100, temperature: 0.3 });
  });

  test('a provider error is retried once, then thrown', async () => {
    failNext = 1;
    expect(await openAiChat({ apiKey: 'k', model: 'm', prompt: 'p', history: [{ role: 'user', content: 'x' }], maxTokens: 5, temperature: 1 }, o)).toBe('Resposta para: x');
    failNext = 2;
    const e = await openAiChat({ apiKey: 'k', model: 'm', prompt: 'p', history: [], maxTokens: 5, temperature: 1 }, o).catch((x) => x);
    expect(e.status).toBe(500);
  });

  test('Whisper transcribes a voice note sent as multipart', async () => {
    expect(await openAiTranscribe({ apiKey: 'sk-fake-2', audio: OGG, fileName: 'audio.ogg', mimeType: 'audio/ogg' }, o)).toBe('quero falar com alguém');
    const req = fake.requests.find((r) => r.path === '/v1/audio/transcriptions')!;
    expect(req.headers.get('content-type')).toStartWith('multipart/form-data');
    expect(req.body).toContain('whisper-1');
    expect(req.body).toContain('filename="audio.ogg"');
  });

  test('the hand-over marker is found and removed', () => {
    expect(splitHandover('Vou te transferir.\nAção: Transferir para o setor de atendimento')).toEqual({ text: 'Vou te transferir.', handover: true });
    expect(splitHandover('**Acao: transferir para o setor de atendimento**')).toEqual({ text: '', handover: true });
    expect(splitHandover('Sem ação aqui.')).toEqual({ text: 'Sem ação aqui.', handover: false });
  });
});

describe('the Azure speech client', () => {
  test('SSML with the chosen voice, the key header and the Ogg/Opus format; text is escaped', async () => {
    const audio = await synthesizeSpeech({ voice: 'pt-BR-FranciscaNeural', key: 'azure-k', region: 'region-x', text: 'Olá <b>&' }, { baseUrl: `${fake.url}/{region}` });
    expect(audio).toEqual(OGG);
    const req = fake.requests.find((r) => r.path === '/region-x/cognitiveservices/v1')!;
    expect(req.headers.get('ocp-apim-subscription-key')).toBe('azure-k');
    expect(req.headers.get('x-microsoft-outputformat')).toBe('ogg-48khz-16bit-mono-opus');
    expect(req.body).toBe(speechSsml('pt-BR-FranciscaNeural', 'Olá <b>&'));
    expect(req.body).toContain('name="pt-BR-FranciscaNeural">Olá &lt;b&gt;&amp;</voice>');
    expect(await synthesizeSpeech({ voice: 'v', key: 'k', region: 'evil.com/x', text: 't' }).catch((e) => e.message)).toBe('invalid region');
  });
});
