import { describe, expect, test } from 'bun:test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { proto } from '@whiskeysockets/baileys';
import type { ProviderEvent } from '../../src/providers/provider';
import { resolvePeer, toNumber, transformCall, transformMessage, transformUpdate } from '../../src/providers/baileys/transform';
import { baileysFixturesDir } from '@zapdesk/testing';

const DIR = baileysFixturesDir();
/** A fixture without its `_source` block. */
function load(name: string): any {
  const { _source, ...rest } = JSON.parse(readFileSync(join(DIR, `${name}.json`), 'utf8'));
  expect(_source).toBeDefined();
  return rest;
}
const at = (seconds: number) => new Date(seconds * 1000);
const now = () => new Date(0);
const run = (raw: any) => transformMessage(raw, { now });
const only = (events: ProviderEvent[]) => {
  expect(events).toHaveLength(1);
  return events[0];
};
const messageOf = (events: ProviderEvent[]) => {
  const e = only(events);
  if (e.type !== 'message') throw new Error(`expected a message, got ${e.type}`);
  return e.message;
};
const group = (number: string) => ({ number, lid: null, name: null, isGroup: true });
const withoutMedia = (m: { media?: unknown }) => expect(m.media).toBeUndefined();

/** One explicit expectation per fixture file (the table must cover every file in the folder). */
const cases: Record<string, (raw: any) => void> = {
  '01_text_conversation_dm': (raw) => {
    expect(messageOf(run(raw))).toEqual({
      providerId: '837F47F960E8278C370F81EE47DE66EC',
      chat: { number: '5511900000001', lid: null, name: 'Contact A' },
      fromMe: false,
      timestamp: at(1746629979),
      kind: 'chat',
      body: '!help',
      quotedProviderId: null,
      pushName: 'Contact A',
      isStatus: false,
      viewOnce: false,
    });
  },
  '02_extended_text_quoted_reply_group': (raw) => {
    const m = messageOf(run(raw));
    withoutMedia(m);
    expect(m).toMatchObject({
      providerId: 'C234322B72FE75D480EBCEE0381C3AA6',
      chat: group('120363000000000001'),
      sender: { number: '5511900000002', lid: null, name: 'Contact B' },
      fromMe: false,
      kind: 'chat',
      body: 'Mensagem de teste 1 — olá, tudo bem?',
      quotedProviderId: '9770A046B0F0C655FE4CC5A371D0C2B1',
      timestamp: at(1746662520),
      isStatus: false,
    });
  },
  '03_image_with_caption_dm': (raw) => {
    const m = messageOf(run(raw));
    expect(m).toMatchObject({ providerId: '10686AB9D8B23FA2D404A9C623A56C98', chat: { number: '5511900000001', lid: null }, kind: 'image', body: '!s', fromMe: false, quotedProviderId: null });
    expect(m.media).toEqual({ mimetype: 'image/jpeg', fileName: null, size: 36462, handle: raw });
    expect(m.sender).toBeUndefined();
  },
  '04_audio_ptt_group': (raw) => {
    const m = messageOf(run(raw));
    expect(m).toMatchObject({ chat: group('120363000000000001'), sender: { number: '5511900000003', lid: null, name: 'Contact C' }, kind: 'audio', voice: true, body: '', fromMe: false });
    expect(m.media).toMatchObject({ mimetype: 'audio/ogg; codecs=opus', size: 22149 });
  },
  '05_video_with_caption_dm': (raw) => {
    const m = messageOf(run(raw));
    expect(m).toMatchObject({ chat: { number: '5511900000005', lid: null, name: null }, kind: 'video', body: 'Mensagem de teste 2 — olá, tudo bem?', pushName: null, timestamp: at(1693843812), isStatus: false });
    expect(m.media).toMatchObject({ mimetype: 'video/mp4', size: 434736 });
  },
  '06_document_pdf': (raw) => {
    const m = messageOf(run(raw));
    expect(m).toMatchObject({ chat: { number: '5511900000006' }, kind: 'document', body: 'Ranking-CONMEBOL-2024-Final-1.pdf' });
    expect(m.media).toMatchObject({ mimetype: 'application/pdf', fileName: 'Ranking-CONMEBOL-2024-Final-1.pdf', size: 182315 });
  },
  '07_document_with_caption_wrapper': (raw) => {
    const m = messageOf(run(raw));
    expect(m).toMatchObject({ providerId: 'BAE525860EB941C3', chat: { number: '5511900000007', lid: null, name: null }, fromMe: true, kind: 'document', body: 'Mensagem de teste 3 — olá, tudo bem?' });
    expect(m.media).toMatchObject({ mimetype: 'application/pdf', fileName: 'agarson catalouge', size: 1063464 });
  },
  '08_sticker_quoted_group': (raw) => {
    const m = messageOf(run(raw));
    expect(m).toMatchObject({ chat: group('120363000000000001'), sender: { number: '5511900000001', name: 'Contact A' }, kind: 'sticker', body: '', quotedProviderId: '2882AE6C3302106A7BA12A484E9A70E3' });
    expect(m.media).toMatchObject({ mimetype: 'image/webp', size: 11310 });
  },
  '09_location': (raw) => {
    const m = messageOf(run(raw));
    withoutMedia(m);
    expect(m).toMatchObject({ chat: { number: '5511900000006', lid: null }, kind: 'location', body: '-23.5505199|-46.6333094|' });
  },
  '10_contact_vcard': (raw) => {
    expect(messageOf(run(raw))).toMatchObject({ kind: 'vcard', body: raw.message.contactMessage.vcard, chat: { number: '5511900000006' } });
    expect(messageOf(run(raw)).body).toContain('waid=5511900000009');
  },
  '11_reaction': (raw) => {
    expect(messageOf(run(raw))).toMatchObject({ kind: 'reaction', body: 'Mensagem de teste 5 — olá, tudo bem? 😂', quotedProviderId: '3EB0326501A24DAEB3F633', chat: { number: '5511900000001' }, fromMe: false });
  },
  '12_revoke_protocol_message_lid_group': (raw) => {
    expect(run(raw)).toEqual([{ type: 'revoke', providerId: '5A35CEEEFAF154CEE911D0AD675A31B7' }]);
  },
  '12b_revoke_sent_by_us_group': (raw) => {
    expect(run(raw)).toEqual([{ type: 'revoke', providerId: '3A094AD1F16E847023AE' }]);
  },
  '13_edit_protocol_message_edit_group': (raw) => {
    expect(run(raw)).toEqual([{ type: 'edit', providerId: 'FE125B47CAE4598DB212EB5F68118F80', body: 'Mensagem de teste 6 — olá, tudo bem?' }]);
  },
  '14_edit_secret_encrypted_v7': (raw) => {
    // Partial capture: no key at all, and rc14 cannot decrypt the payload -> nothing.
    expect(run(raw)).toEqual([]);
    // Even with a key the encrypted edit is not readable (we never emit an edit with an empty body).
    expect(run({ ...raw, key: { remoteJid: '100000000000005@lid', fromMe: false, id: 'NEWID' }, messageTimestamp: 1770000000 })).toEqual([]);
    // The decrypted edit arrives on messages.update as {editedMessage: {message}} for the target key (PR #2743).
    const target = raw.message.secretEncryptedMessage.targetMessageKey;
    expect(transformUpdate({ key: target, update: { message: { editedMessage: { message: { conversation: 'texto editado' } } } } })).toEqual([
      { type: 'edit', providerId: '3EB0C8712CC1E53869085F', body: 'texto editado' },
    ]);
  },
  '15_ephemeral_wrapper_lid_group': (raw) => {
    expect(messageOf(run(raw))).toMatchObject({
      chat: group('120363000000000003'),
      sender: { number: '5511900000011', lid: '100000000000002@lid', name: 'Contact F' },
      kind: 'chat',
      body: '.menu',
      timestamp: at(1756908864),
    });
  },
  '16_view_once_v2_image': (raw) => {
    const m = messageOf(run(raw));
    expect(m).toMatchObject({ chat: { number: '5511900000018', name: 'Contact K' }, kind: 'image', body: '', viewOnce: true, timestamp: at(1709842760) });
    expect(m.media).toMatchObject({ mimetype: 'image/jpeg', size: 190416 });
  },
  '17_view_once_stub_lid_group': (raw) => {
    expect(run(raw)).toEqual([]);
  },
  '18_lid_group_participantPn_quoted': (raw) => {
    expect(messageOf(run(raw))).toMatchObject({
      chat: group('120363000000000006'),
      sender: { number: '5511900000019', lid: '100000000000006@lid', name: 'Contact L' },
      body: 'Mensagem de teste 7 — olá, tudo bem?',
      quotedProviderId: '85C8BECF03530712764F03497688DD22',
    });
  },
  '19_lid_dm_senderPn': (raw) => {
    expect(run(raw)).toEqual([]); // the capture has no `message`
    const m = messageOf(run({ ...raw, message: { conversation: 'oi' } }));
    expect(m.chat).toEqual({ number: '5511900000020', lid: '100000000000009@lid', name: null }); // pushName "" -> null
    expect(m).toMatchObject({ providerId: 'ACD68E6EEBCDB177C3625AC3F421633B', pushName: null, body: 'oi' });
  },
  '19b_lid_dm_no_pn_history': (raw) => {
    // LID only: number is the LID's user part, lid is set (the pipeline matches contacts by lid first).
    expect(messageOf(run(raw))).toMatchObject({
      providerId: '426D509B904D2495F0A0555F06F57',
      chat: { number: '100000000000010', lid: '100000000000010@lid', name: 'Contact M' },
      body: 'Mensagem de teste 9 — olá, tudo bem?',
      kind: 'chat',
    });
  },
  '19c_lid_dm_v7_pn_addressed_key_only': (raw) => {
    expect(run(raw)).toEqual([]); // content cut off in the capture
    const m = messageOf(run({ ...raw, message: { conversation: 'oi' } }));
    expect(m.chat).toEqual({ number: '5511900000021', lid: '100000000000011@lid', name: 'Contact N' }); // PN jid + LID alt
    expect(m.sender).toBeUndefined(); // participant "" in a 1:1 chat is ignored
  },
  '19d_view_once_stub_v7_remoteJidAlt': (raw) => {
    expect(run(raw)).toEqual([]); // blanked jid/id, no message
  },
  '19e_lid_group_no_pn': (raw) => {
    expect(messageOf(run(raw))).toMatchObject({
      chat: group('120363000000000007'),
      sender: { number: '100000000000012', lid: '100000000000012@lid', name: 'Contact P' },
      body: 'Mensagem de teste 10 — olá, tudo bem?',
    });
  },
  '20_status_broadcast_text': (raw) => {
    const m = messageOf(run(raw));
    expect(m).toMatchObject({ isStatus: true, kind: 'chat', body: 'Mensagem de teste 11 — olá, tudo bem?', chat: { number: '5511900000013', lid: null, name: 'Contact H' } });
    expect(m.sender).toEqual(m.chat);
  },
  '21_status_broadcast_video': (raw) => {
    expect(messageOf(run(raw))).toMatchObject({ isStatus: true, kind: 'video', body: 'Mensagem de teste 12 — olá, tudo bem? 😭🙏', chat: { number: '5511900000014', name: 'Contact I' } });
  },
  '22_stub_ciphertext_message_absent': (raw) => {
    expect(run(raw)).toEqual([]);
  },
  '23_stub_group_participant_add': (raw) => {
    expect(run(raw)).toEqual([]);
  },
  '24_messages_update_empty_update': (raw) => {
    expect(raw.event).toBe('messages.update');
    expect(raw.payload.flatMap((u: any) => transformUpdate(u))).toEqual([]);
    expect(run(raw)).toEqual([]); // not an upsert shape either
  },
  '25_newsletter_video': (raw) => {
    expect(run(raw)).toEqual([]);
  },
  '26_associated_child_hd_image': (raw) => {
    expect(run(raw)).toEqual([]); // HD half: the SD parent upsert carries the message
  },
};

describe('transformMessage on every captured fixture', () => {
  test('the table covers every fixture file', () => {
    const files = readdirSync(DIR)
      .filter((f) => f.endsWith('.json'))
      .map((f) => f.replace(/\.json$/, ''))
      .sort();
    expect(Object.keys(cases).sort()).toEqual(files);
  });
  for (const [name, check] of Object.entries(cases)) test(name, () => check(load(name)));
});

describe('transformMessage on live protobuf objects (numbers for enums, Long timestamps, Buffers)', () => {
  const asProto = (name: string) => proto.WebMessageInfo.fromObject(load(name));
  test.each([
    ['01_text_conversation_dm', { kind: 'chat', body: '!help', timestamp: at(1746629979) }],
    ['03_image_with_caption_dm', { kind: 'image', body: '!s' }],
    ['04_audio_ptt_group', { kind: 'audio', voice: true, sender: { number: '5511900000003', lid: null, name: 'Contact C' } }],
    ['07_document_with_caption_wrapper', { kind: 'document', fromMe: true, body: 'Mensagem de teste 3 — olá, tudo bem?' }],
    ['11_reaction', { kind: 'reaction', quotedProviderId: '3EB0326501A24DAEB3F633' }],
  ] as const)('%s', (name, expected) => {
    const m = messageOf(run(asProto(name)));
    expect(m).toMatchObject(expected);
  });
  test('protocol messages with numeric enums', () => {
    expect(run(asProto('12b_revoke_sent_by_us_group'))).toEqual([{ type: 'revoke', providerId: '3A094AD1F16E847023AE' }]);
    expect(run(asProto('13_edit_protocol_message_edit_group'))).toEqual([{ type: 'edit', providerId: 'FE125B47CAE4598DB212EB5F68118F80', body: 'Mensagem de teste 6 — olá, tudo bem?' }]);
    expect(run(asProto('22_stub_ciphertext_message_absent'))).toEqual([]);
  });
  test('media size from a Long', () => {
    expect(messageOf(run(asProto('06_document_pdf'))).media?.size).toBe(182315);
  });
});

describe('transformMessage: other shapes', () => {
  const base = { key: { remoteJid: '5511900000001@s.whatsapp.net', fromMe: false, id: 'X1' }, messageTimestamp: 1746629979, pushName: 'A' };
  test('v7 lid-addressed 1:1 key: remoteJid @lid with remoteJidAlt phone', () => {
    const m = messageOf(run({ ...base, key: { remoteJid: '100000000000020@lid', remoteJidAlt: '5511900000030@s.whatsapp.net', addressingMode: 'lid', fromMe: false, id: 'X2' }, message: { conversation: 'oi' } }));
    expect(m.chat).toEqual({ number: '5511900000030', lid: '100000000000020@lid', name: 'A' });
  });
  test('v7 group key: participant @lid with participantAlt phone', () => {
    const m = messageOf(run({ ...base, key: { remoteJid: '120363000000000009@g.us', participant: '100000000000021@lid', participantAlt: '5511900000031@s.whatsapp.net', fromMe: false, id: 'X3' }, message: { conversation: 'oi' } }));
    expect(m.sender).toEqual({ number: '5511900000031', lid: '100000000000021@lid', name: 'A' });
  });
  test('status with participant @lid and the phone in remoteJidAlt (issue #2652)', () => {
    const m = messageOf(run({ ...base, key: { remoteJid: 'status@broadcast', remoteJidAlt: '5511900000032@s.whatsapp.net', participant: '100000000000022@lid', addressingMode: 'lid', fromMe: false, id: 'X4' }, message: { conversation: 'status' } }));
    expect(m).toMatchObject({ isStatus: true, chat: { number: '5511900000032', lid: '100000000000022@lid' } });
  });
  test('device suffix and legacy c.us are normalised', () => {
    expect(messageOf(run({ ...base, key: { ...base.key, remoteJid: '5511900000017:6@s.whatsapp.net' }, message: { conversation: 'x' } })).chat.number).toBe('5511900000017');
    expect(messageOf(run({ ...base, key: { ...base.key, remoteJid: '5511900000018@c.us' }, message: { conversation: 'x' } })).chat.number).toBe('5511900000018');
  });
  test('history copy of an edited message (editedMessage wrapper) is a plain message', () => {
    const m = messageOf(run({ ...base, message: { editedMessage: { message: { extendedTextMessage: { text: 'novo texto' } } } } }));
    expect(m).toMatchObject({ kind: 'chat', body: 'novo texto' });
  });
  test('v7 live edit: editedMessage wrapping a MESSAGE_EDIT protocol message', () => {
    expect(run({ ...base, message: { editedMessage: { message: { protocolMessage: { key: { id: 'T1' }, type: 14, editedMessage: { conversation: 'v2' } } } } } })).toEqual([
      { type: 'edit', providerId: 'T1', body: 'v2' },
    ]);
  });
  test('location with name/address, live location, contacts array, view-once flag in history', () => {
    expect(messageOf(run({ ...base, message: { locationMessage: { degreesLatitude: 1.5, degreesLongitude: -2, name: 'Praça', address: 'Centro' } } })).body).toBe('1.5|-2|Praça - Centro');
    expect(messageOf(run({ ...base, message: { liveLocationMessage: { degreesLatitude: 3, degreesLongitude: 4 } } })).body).toBe('3|4|');
    expect(messageOf(run({ ...base, message: { contactsArrayMessage: { contacts: [{ vcard: 'BEGIN:VCARD\nA' }, { vcard: 'BEGIN:VCARD\nB' }] } } }))).toMatchObject({ kind: 'vcard', body: 'BEGIN:VCARD\nA\nBEGIN:VCARD\nB' });
    expect(messageOf(run({ ...base, message: { imageMessage: { mimetype: 'image/jpeg', viewOnce: true } } })).viewOnce).toBe(true);
  });
  test('ignored: other protocol messages, SKDM-only status, broadcast lists, missed-call stub, group call offer, unknown server', () => {
    expect(run({ ...base, key: { ...base.key, fromMe: true }, message: { protocolMessage: { type: 'HISTORY_SYNC_NOTIFICATION' } } })).toEqual([]);
    expect(run({ ...base, key: { remoteJid: 'status@broadcast', participant: '5511900000001@s.whatsapp.net', id: 'S' }, message: { senderKeyDistributionMessage: { groupId: 'status@broadcast' }, messageContextInfo: {} } })).toEqual([]);
    expect(run({ ...base, key: { ...base.key, remoteJid: '1234567890@broadcast' }, message: { conversation: 'x' } })).toEqual([]);
    expect(run({ ...base, messageStubType: 40 })).toEqual([]);
    expect(run({ ...base, key: { ...base.key, remoteJid: '120363000000000001@g.us' }, message: { call: { callKey: 'AAAA' } } })).toEqual([]);
  });
  test('unknown content types are unsupported messages, not dropped', () => {
    expect(messageOf(run({ ...base, message: { pollCreationMessage: { name: 'Q' } } }))).toMatchObject({ kind: 'unsupported', body: '' });
  });
  test('missing timestamp falls back to the clock given', () => {
    expect(messageOf(run({ key: base.key, message: { conversation: 'x' } })).timestamp).toEqual(new Date(0));
  });
});

describe('transformUpdate', () => {
  const key = { remoteJid: '5511900000001@s.whatsapp.net', fromMe: true, id: 'M1' };
  test('delivery statuses 2..5 on our messages become acks (numbers or names)', () => {
    expect(transformUpdate({ key, update: { status: 2 } })).toEqual([{ type: 'ack', providerId: 'M1', ack: 2 }]);
    expect(transformUpdate({ key, update: { status: 3 } })).toEqual([{ type: 'ack', providerId: 'M1', ack: 3 }]);
    expect(transformUpdate({ key, update: { status: 'READ' } })).toEqual([{ type: 'ack', providerId: 'M1', ack: 4 }]);
    expect(transformUpdate({ key, update: { status: 5 } })).toEqual([{ type: 'ack', providerId: 'M1', ack: 5 }]);
    expect(transformUpdate({ key, update: { status: 1 } })).toEqual([]);
    expect(transformUpdate({ key, update: { status: 0 } })).toEqual([]);
    expect(transformUpdate({ key: { ...key, fromMe: false }, update: { status: 4 } })).toEqual([]);
  });
  test('the revoke update Baileys emits for a REVOKE protocol message', () => {
    expect(transformUpdate({ key: { ...key, fromMe: false, id: 'R1' }, update: { message: null, messageStubType: 1, key } })).toEqual([{ type: 'revoke', providerId: 'R1' }]);
  });
  test('the edit update Baileys emits for a MESSAGE_EDIT protocol message', () => {
    expect(transformUpdate({ key: { ...key, id: 'E1' }, update: { message: { editedMessage: { message: { extendedTextMessage: { text: 'corrigido' } } } }, messageTimestamp: 1 } })).toEqual([
      { type: 'edit', providerId: 'E1', body: 'corrigido' },
    ]);
  });
  test('status updates and empty keys are ignored', () => {
    expect(transformUpdate({ key: { remoteJid: 'status@broadcast', id: 'S', fromMe: true }, update: { status: 3 } })).toEqual([]);
    expect(transformUpdate({ key: { remoteJid: 'x@s.whatsapp.net' }, update: { status: 3 } })).toEqual([]);
  });
});

describe('transformCall', () => {
  test('offer from a LID caller with callerPn', () => {
    expect(transformCall({ chatId: '100000000000030@lid', from: '100000000000030@lid', callerPn: '5511900000040@s.whatsapp.net', id: 'C1', date: new Date(), isVideo: true, status: 'offer', offline: false })).toEqual([
      { type: 'call', callId: 'C1', from: { number: '5511900000040', lid: '100000000000030@lid' }, isVideo: true, status: 'offer' },
    ]);
  });
  test('timeout (missed) from a phone jid; transport-level statuses are ignored', () => {
    expect(transformCall({ chatId: 'x', from: '5511900000041@s.whatsapp.net', id: 'C2', status: 'timeout' })).toEqual([
      { type: 'call', callId: 'C2', from: { number: '5511900000041', lid: null }, isVideo: false, status: 'timeout' },
    ]);
    expect(transformCall({ from: '5511900000041@s.whatsapp.net', id: 'C2', status: 'relaylatency' })).toEqual([]);
    expect(transformCall({ from: '5511900000041@s.whatsapp.net', id: 'C2', status: 'preaccept' })).toEqual([]);
  });
});

describe('helpers', () => {
  test('toNumber accepts numbers, strings and Longs', () => {
    expect(toNumber(5)).toBe(5);
    expect(toNumber('1746629979')).toBe(1746629979);
    expect(toNumber({ low: 1746629979, high: 0, unsigned: true })).toBe(1746629979);
    expect(toNumber({ low: 0, high: 1 })).toBe(2 ** 32);
    expect(toNumber('abc')).toBeNull();
  });
  test('resolvePeer', () => {
    expect(resolvePeer('100000000000001@lid', ['5511900000010@s.whatsapp.net'])).toEqual({ number: '5511900000010', lid: '100000000000001@lid' });
    expect(resolvePeer('100000000000001:12@lid')).toEqual({ number: '100000000000001', lid: '100000000000001@lid' });
    expect(resolvePeer('5511900000010@s.whatsapp.net', ['100000000000001:3@lid'])).toEqual({ number: '5511900000010', lid: '100000000000001@lid' });
    expect(resolvePeer('')).toBeNull();
    expect(resolvePeer('@s.whatsapp.net')).toBeNull();
  });
});
