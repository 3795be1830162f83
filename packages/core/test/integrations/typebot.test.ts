import { afterAll, describe, expect, test } from 'bun:test';
import { answerToChoices, continueTypebotChat, numberedChoices, startTypebotChat, TypebotError } from '@zapdesk/core';
import { fakeServer, jsonAnswer as json } from '@zapdesk/testing';

const fake = fakeServer((r) => {
  if (r.path === '/api/v1/typebots/triagem/startChat')
    return json({
      sessionId: 'sess-1',
      messages: [
        { id: 'a', type: 'text', content: { type: 'markdown', markdown: 'Olá! Sou o assistente.' } },
        { id: 'b', type: 'text', content: { type: 'richText', richText: [{ type: 'p', children: [{ text: 'Escolha ' }, { text: 'uma opção', bold: true }] }] } },
        { id: 'c', type: 'image', content: { url: 'https://cdn.example.com/logo.png' } },
        { id: 'd', type: 'image', content: { url: 'javascript:alert(1)' } },
      ],
      input: { type: 'choice input', items: [{ id: '1', content: 'Vendas' }, { id: '2', content: 'Suporte' }] },
    });
  if (r.path === '/api/v1/sessions/sess-1/continueChat') return json({ messages: [{ type: 'text', content: { type: 'markdown', markdown: `Você disse: ${JSON.parse(r.body).message.text}` } }] });
  if (r.path.startsWith('/api/v1/sessions/')) return json({ message: 'Session not found' }, 404);
  return json({ message: 'nope' }, 500);
});
afterAll(() => fake.stop());
const opts = { allow: ['127.0.0.1'] };

describe('the Typebot client (v1 API)', () => {
  test('startChat: the path, the body, texts (markdown and rich text), images, and the choices', async () => {
    const turn = await startTypebotChat(`${fake.url}/`, 'triagem', { message: 'oi', variables: { nome: 'Ana' } }, opts);
    expect(turn).toEqual({
      sessionId: 'sess-1',
      bubbles: [
        { type: 'text', text: 'Olá! Sou o assistente.' },
        { type: 'text', text: 'Escolha uma opção' },
        { type: 'image', url: 'https://cdn.example.com/logo.png' },
      ],
      choices: ['Vendas', 'Suporte'],
    });
    const sent = JSON.parse(fake.requests.at(-1)!.body);
    expect(sent).toEqual({ isStreamEnabled: false, textBubbleContentFormat: 'markdown', message: { type: 'text', text: 'oi' }, prefilledVariables: { nome: 'Ana' } });
    expect(numberedChoices(turn.choices)).toBe('1 - Vendas\n2 - Suporte');
    expect(answerToChoices(' 2 ', turn.choices)).toBe('Suporte');
    expect(answerToChoices('3', turn.choices)).toBe('3');
  });

  test('continueChat sends the message in the session; a gone session is a 404 the engine restarts on', async () => {
    const turn = await continueTypebotChat(fake.url, 'sess-1', 'Suporte', opts);
    expect(turn).toEqual({ sessionId: 'sess-1', bubbles: [{ type: 'text', text: 'Você disse: Suporte' }], choices: [] });
    const gone = await continueTypebotChat(fake.url, 'sess-old', 'oi', opts).catch((e) => e);
    expect(gone).toBeInstanceOf(TypebotError);
    expect(gone.sessionGone).toBe(true);
    const broken = await startTypebotChat(fake.url, 'outro', {}, opts).catch((e) => e);
    expect(broken.status).toBe(500);
  });
});
