import { describe, expect, test } from 'bun:test';
import { announcementFormSchema, imageProblem } from './announcement-form';

const t = (k: string) => k;

describe('announcement form', () => {
  test('title and text are required; priority is one of 1, 2, 3', () => {
    const schema = announcementFormSchema(t);
    expect(schema.safeParse({ title: 'Aviso', text: 'Texto', priority: '3', status: true }).success).toBe(true);
    const bad = schema.safeParse({ title: ' ', text: '', priority: '4', status: true });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['title', 'errors.titleRequired'],
      ['text', 'errors.textRequired'],
      ['priority', expect.any(String)],
    ]);
  });

  test('images: .png, .jpg, .jpeg up to 2 MB', () => {
    expect(imageProblem({ name: 'a.PNG', size: 10 })).toBeNull();
    expect(imageProblem({ name: 'a.jpeg', size: 2 << 20 })).toBeNull();
    expect(imageProblem({ name: 'a.gif', size: 10 })).toBe('fileType');
    expect(imageProblem({ name: 'a.jpg', size: (2 << 20) + 1 })).toBe('fileSize');
  });
});
