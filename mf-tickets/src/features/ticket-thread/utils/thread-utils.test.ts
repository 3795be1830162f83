import { describe, expect, test } from 'bun:test';
import { ackView } from './ack-view';
import { applyMessageEvent, prependPage, reaches } from './apply-message-event';
import { fillTemplate, greeting } from './fill-template';
import { parseLocationBody } from './location-body';
import { Message, messageExample } from '@zapdesk/contracts';
import { matchQuickAnswers, quickAnswerPreview } from './quick-answers';
import { isAudioLongEnough, nextRecordingState } from './recording-state';
import { withSignature } from './signature';
import { parseVcardBody } from './vcard-body';

const example = Message.parse(messageExample);
const msg = (id: number, over: Partial<Message> = {}): Message => ({
  ...example,
  quotedMsg: null,
  id,
  ticketId: 1,
  body: `m${id}`,
  fromMe: false,
  ack: 0,
  mediaType: 'chat',
  mediaUrl: null,
  isDeleted: false,
  isEdited: false,
  createdAt: `2026-01-01T00:00:${String(id).padStart(2, '0')}.000Z`,
  ...over,
});

describe('ack rendering rules', () => {
  test.each([
    [0, 'clock', false, 'pending'],
    [1, 'check', false, 'sent'],
    [2, 'double', false, 'delivered'],
    [3, 'double', false, 'delivered'],
    [4, 'double', true, 'read'],
    [5, 'double', true, 'played'],
  ] as const)('ack %d → %s (coloured %p, labelled %s)', (ack, icon, colored, label) => {
    expect(ackView(ack)).toEqual({ icon, colored, label });
  });
  test('a failed send shows the error mark whatever its ack', () => {
    expect(ackView(0, 'ERR_SENDING_WAPP_MSG').icon).toBe('error');
  });
});

describe('message events', () => {
  const list = [msg(1), msg(2)];
  test('create appends once; a repeated create (the send answer came first) replaces', () => {
    const a = applyMessageEvent(list, 1, { action: 'create', message: msg(3) });
    expect(a.map((m) => m.id)).toEqual([1, 2, 3]);
    const b = applyMessageEvent(a, 1, { action: 'create', message: msg(3, { ack: 1 }) });
    expect(b.map((m) => m.id)).toEqual([1, 2, 3]);
    expect(b[2].ack).toBe(1);
  });
  test('update replaces (ack, edit, deletion); other tickets are ignored', () => {
    const a = applyMessageEvent(list, 1, { action: 'update', message: msg(2, { isDeleted: true }) });
    expect(a[1].isDeleted).toBe(true);
    expect(applyMessageEvent(list, 1, { action: 'update', message: msg(9) })).toBe(list);
    expect(applyMessageEvent(list, 1, { action: 'create', message: msg(3, { ticketId: 2 }) })).toBe(list);
  });
  test('an out-of-order create lands in time order', () => {
    const a = applyMessageEvent([msg(1), msg(3)], 1, { action: 'create', message: msg(2) });
    expect(a.map((m) => m.id)).toEqual([1, 2, 3]);
  });
  test('an older page goes first without repeats', () => {
    expect(prependPage([msg(3), msg(4)], [msg(1), msg(2), msg(3)]).map((m) => m.id)).toEqual([1, 2, 3, 4]);
  });
  test('page 1 read again after a resync goes into the thread on screen when it reaches it, else the thread restarts', () => {
    expect(reaches([msg(1), msg(2)], [msg(2), msg(3)], true)).toBe(true);
    expect(reaches([msg(1), msg(2)], [msg(3), msg(4)], false)).toBe(true);
    // More than a page arrived while the socket was away: merging would leave a hole.
    expect(reaches([msg(1), msg(2)], [msg(5), msg(6)], true)).toBe(false);
    expect(reaches(null, [msg(1)], false)).toBe(false);
  });
});

describe('quick-answer matching', () => {
  const qs = [
    { id: 1, shortcode: 'saudacao', message: '{{ms}}, {{firstName}}! Aqui é da Demo Company. Como posso ajudar?' },
    { id: 2, shortcode: 'horario', message: 'Nosso horário é de 8h às 18h.' },
    { id: 3, shortcode: 'boleto-horario', message: 'x' },
  ];
  test('only a leading slash without spaces starts shortcut mode', () => {
    expect(matchQuickAnswers('hora', qs)).toEqual([]);
    expect(matchQuickAnswers('/hora rio', qs)).toEqual([]);
    expect(matchQuickAnswers('a /hora', qs)).toEqual([]);
    expect(matchQuickAnswers('/', qs).map((q) => q.id)).toEqual([3, 2, 1]);
  });
  test('prefix matches first, then shortcodes containing the term, case-insensitive', () => {
    expect(matchQuickAnswers('/HOR', qs).map((q) => q.id)).toEqual([2, 3]);
    expect(matchQuickAnswers('/sau', qs).map((q) => q.id)).toEqual([1]);
    expect(matchQuickAnswers('/zzz', qs)).toEqual([]);
  });
  test('previews are cut at 35 characters', () => {
    const p = quickAnswerPreview(qs[0].message);
    expect(p).toBe(`${qs[0].message.slice(0, 35)}...`);
    expect(quickAnswerPreview('short')).toBe('short');
  });
  test('template variables are filled, unknown ones kept', () => {
    const now = new Date(2026, 0, 1, 9, 5);
    const g = greeting(now, { morning: 'Bom dia', afternoon: 'Boa tarde', evening: 'Boa noite' });
    expect(g).toBe('Bom dia');
    expect(fillTemplate('{{ms}}, {{firstName}} ({{name}}) #{{protocol}} {{hora}} {{x}}', { contactName: 'Ana Lima', protocol: '77', now, greeting: g })).toBe('Bom dia, Ana (Ana Lima) #77 09:05 {{x}}');
  });
});

describe('message bodies', () => {
  test('signature prefix', () => {
    expect(withSignature('Olá', 'Ana Atendente', true)).toBe('*Ana Atendente:*\nOlá');
    expect(withSignature('Olá', 'Ana Atendente', false)).toBe('Olá');
  });
  test('location image|link|description keeps only http(s) parts', () => {
    expect(parseLocationBody('|https://maps.google.com/maps?q=1%2C2&z=17|Praça')).toEqual({ image: null, link: 'https://maps.google.com/maps?q=1%2C2&z=17', description: 'Praça' });
    expect(parseLocationBody('javascript:alert(1)|javascript:x|a|b').link).toBeNull();
    expect(parseLocationBody('javascript:alert(1)|javascript:x|a|b').description).toBe('a|b');
  });
  test('vcard: raw vCards and the simulator form', () => {
    const raw = 'BEGIN:VCARD\nVERSION:3.0\nFN:Maria Souza\nitem1.TEL;waid=5511999998888:+55 11 99999-8888\nEND:VCARD\nBEGIN:VCARD\nFN:João\nTEL;type=CELL:+55 21 98888-7777\nEND:VCARD';
    expect(parseVcardBody(raw)).toEqual([
      { name: 'Maria Souza', number: '5511999998888' },
      { name: 'João', number: '+5521988887777' },
    ]);
    expect(parseVcardBody('Carlos|55 11 91234-5678')).toEqual([{ name: 'Carlos', number: '5511912345678' }]);
  });
});

describe('recording', () => {
  test('states idle → recording → sending → idle, or cancelled', () => {
    expect(nextRecordingState('idle', 'start')).toBe('recording');
    expect(nextRecordingState('recording', 'stop')).toBe('sending');
    expect(nextRecordingState('sending', 'done')).toBe('idle');
    expect(nextRecordingState('recording', 'cancel')).toBe('cancelled');
    expect(nextRecordingState('sending', 'cancel')).toBe('sending');
    expect(nextRecordingState('idle', 'stop')).toBe('idle');
  });
  test('audio under 10,000 bytes is discarded', () => {
    expect(isAudioLongEnough(9_999)).toBe(false);
    expect(isAudioLongEnough(10_000)).toBe(true);
  });
});
