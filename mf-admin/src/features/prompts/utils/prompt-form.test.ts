import { describe, expect, test } from 'bun:test';
import { promptBody, promptFormSchema, promptFormValues, voiceLabel } from './prompt-form';

const m = { required: 'r', nameShort: 'ns', nameLong: 'nl', promptShort: 'ps', queue: 'q', number: 'n', temperature: 't', region: 'g' };
const good = { ...promptFormValues(null), name: 'Atendente', prompt: 'x'.repeat(50), apiKey: 'sk-1', queueId: '3' };

describe('the prompt form', () => {
  test('§9 defaults', () => {
    expect(promptFormValues(null)).toMatchObject({ model: 'gpt-3.5-turbo-1106', maxTokens: '100', temperature: '1', maxMessages: '10', voice: 'texto' });
  });
  test('§5 rules', () => {
    const errors = (v: object, kept = false) => {
      const r = promptFormSchema(m, kept).safeParse({ ...good, ...v });
      return r.success ? [] : r.error.issues.map((i) => i.message);
    };
    expect(errors({})).toEqual([]);
    expect(errors({ name: 'abcd' })).toEqual(['ns']);
    expect(errors({ prompt: 'curto' })).toEqual(['ps']);
    expect(errors({ queueId: '' })).toEqual(['q']);
    expect(errors({ temperature: '1.5' })).toEqual(['t']);
    expect(errors({ temperature: '0,3' })).toEqual([]);
    expect(errors({ maxTokens: '0' })).toEqual(['n']);
    expect(errors({ apiKey: '' })).toEqual(['r']);
    expect(errors({ apiKey: '' }, true)).toEqual([]);
  });
  test('the body: numbers, and no key unless one was typed', () => {
    expect(promptBody({ ...good, temperature: '0,3' })).toMatchObject({ queueId: 3, maxTokens: 100, temperature: 0.3, apiKey: 'sk-1' });
    expect('apiKey' in promptBody({ ...good, apiKey: ' ' })).toBe(false);
    expect('voiceKey' in promptBody(good)).toBe(false);
    expect(voiceLabel('pt-BR-AntonioNeural')).toBe('Antônio');
  });
});
