import { describe, expect, test } from 'bun:test';
import { formatMessagePreview, formatMessageText } from './format-message-text';

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

describe('formatMessagePreview', () => {
  test("the bot's menu reads as one line, numbers in bold, marks gone", () => {
    expect(formatMessagePreview('Escolha o setor:\n\n*1* - Comercial\n*2* - Suporte')).toEqual([
      { text: 'Escolha o setor: ' },
      { text: '1', bold: true },
      { text: ' - Comercial ' },
      { text: '2', bold: true },
      { text: ' - Suporte' },
    ]);
  });
  test('links are plain text and mono keeps its style', () => {
    expect(formatMessagePreview('veja https://x.co/a e ```npm i```')).toEqual([{ text: 'veja ' }, { text: 'https://x.co/a' }, { text: ' e ' }, { text: 'npm i', mono: true }]);
  });
  test('empty and blank text give nothing', () => {
    expect(formatMessagePreview('')).toEqual([]);
    expect(formatMessagePreview(' \n ')).toEqual([]);
  });
});
