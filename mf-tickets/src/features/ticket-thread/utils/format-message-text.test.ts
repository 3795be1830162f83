import { describe, expect, test } from 'bun:test';
import { formatMessageText } from './format-message-text';

describe('formatMessageText', () => {
  test('plain text stays one segment, markup characters included', () => {
    expect(formatMessageText('<b>oi</b> & 2*3')).toEqual([{ text: '<b>oi</b> & 2*3' }]);
  });
  test('signature in bold, then the text', () => {
    expect(formatMessageText('*Ana Atendente:*\nOlá')).toEqual([{ text: 'Ana Atendente:', bold: true }, { text: '\nOlá' }]);
  });
  test('italic, strike, nested and mono', () => {
    expect(formatMessageText('a _b_ ~c~ *_d_*')).toEqual([
      { text: 'a ' },
      { text: 'b', italic: true },
      { text: ' ' },
      { text: 'c', strike: true },
      { text: ' ' },
      { text: 'd', bold: true, italic: true },
    ]);
    expect(formatMessageText('x ```*y*``` z')).toEqual([{ text: 'x ' }, { text: '*y*', mono: true }, { text: ' z' }]);
  });
  test('http(s) links only; trailing punctuation stays outside', () => {
    expect(formatMessageText('veja https://ex.com/a?b=1. ok')).toEqual([{ text: 'veja ' }, { text: 'https://ex.com/a?b=1', href: 'https://ex.com/a?b=1' }, { text: '. ok' }]);
    expect(formatMessageText('javascript:alert(1)')).toEqual([{ text: 'javascript:alert(1)' }]);
  });
});
