import { describe, expect, test } from 'bun:test';
import { integrationBody, integrationFormSchema, integrationFormValues } from './integration-form';

const m = { required: 'Required', short: 'Too Short!', long: 'Too Long!', url: 'url', slug: 'slug', project: 'project', number: 'n', secret: 'secret' };
const errors = (over: object, stored = { jsonContent: false }) => {
  const r = integrationFormSchema(m, stored).safeParse({ ...integrationFormValues(null), name: 'Triagem', urlN8N: 'https://t.example.com', typebotSlug: 'tri', ...over });
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('the integration form', () => {
  test('§9 Typebot defaults', () => {
    expect(integrationFormValues(null)).toMatchObject({ type: 'typebot', typebotDelayMessage: '1000', typebotExpires: '1', language: 'pt-BR' });
  });
  test('§5 and each type’s fields', () => {
    expect(errors({})).toEqual({});
    expect(errors({ name: 'a' })).toEqual({ name: 'Too Short!' });
    expect(errors({ name: 'x'.repeat(51) })).toEqual({ name: 'Too Long!' });
    expect(errors({ name: '' })).toEqual({ name: 'Required' });
    expect(errors({ urlN8N: 'ftp://x' })).toEqual({ urlN8N: 'url' });
    expect(errors({ typebotSlug: '' })).toEqual({ typebotSlug: 'Required' });
    expect(errors({ type: 'webhook', secret: 'curta' })).toEqual({ secret: 'secret' });
    expect(errors({ type: 'dialogflow', projectName: 'agente-teste' })).toEqual({ jsonContent: 'Required' });
    expect(errors({ type: 'dialogflow', projectName: 'agente-teste' }, { jsonContent: true })).toEqual({});
    expect(errors({ type: 'flowbuilder' })).toEqual({ flowId: 'Required' });
  });
  test('the body: projectName is the name except for Dialogflow; secrets only when typed', () => {
    const v = { ...integrationFormValues(null), type: 'n8n' as const, name: ' Automação ', urlN8N: 'https://n8n.example.com/w' };
    expect(integrationBody(v)).toMatchObject({ name: 'Automação', projectName: 'Automação', typebotDelayMessage: 1000, flowId: null });
    expect('secret' in integrationBody(v)).toBe(false);
    expect(integrationBody({ ...v, type: 'dialogflow', projectName: 'agente-x', jsonContent: '{}' })).toMatchObject({ projectName: 'agente-x', jsonContent: '{}', urlN8N: '' });
  });
});
