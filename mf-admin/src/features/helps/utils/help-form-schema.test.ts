import { describe, expect, test } from 'bun:test';
import { helpFormSchema } from './help-form-schema';

const schema = helpFormSchema((k) => k);
const error = (v: object) => {
  const r = schema.safeParse({ title: 'Primeiros passos', description: '', video: '', ...v });
  return r.success ? null : r.error.issues[0].message;
};

describe('help form', () => {
  test('title is required; video is empty, a code or a YouTube URL', () => {
    expect(error({})).toBeNull();
    expect(error({ title: '   ' })).toBe('errors.titleRequired');
    expect(error({ video: 'dQw4w9WgXcQ' })).toBeNull();
    expect(error({ video: 'https://youtu.be/dQw4w9WgXcQ' })).toBeNull();
    expect(error({ video: 'https://vimeo.com/123' })).toBe('errors.video');
    expect(error({ video: 'short' })).toBe('errors.video');
  });
});
