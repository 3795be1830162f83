import { describe, expect, test } from 'bun:test';
import { AppError } from '@zapdesk/contracts';
import { storeMedia, type StoreMediaOptions } from '@zapdesk/core';
import { makeCompany } from '@zapdesk/testing';
import { bytes, fileOf, filesOfCompany, padded } from './files';

async function refused(data: Uint8Array, declared: string, opts: StoreMediaOptions = { maxBytes: 1 << 20 }) {
  const { company } = await makeCompany();
  const err = await storeMedia(company.id, fileOf(data, 'x', declared), 'x', opts).then(
    () => null,
    (e) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  expect(err.code).toBe('ERR_VALIDATION');
  expect(err.status).toBe(400);
  expect(filesOfCompany(company.id)).toEqual([]);
  return err as AppError;
}

describe('media: refused files', () => {
  test.each([
    ['Windows executable bytes declared as a PNG', bytes.exe(), 'image/png'],
    ['Windows executable bytes declared as text', bytes.exe(), 'text/plain'],
    ['Windows executable bytes with no type', bytes.exe(), ''],
    ['a zip archive', bytes.zip(), 'application/zip'],
    ['zip bytes declared as a JPEG', bytes.zip(), 'image/jpeg'],
    ['an HTML page', bytes.html(), 'text/html'],
    ['an HTML page declared as a PNG', bytes.html(), 'image/png'],
    ['an SVG image', bytes.svg(), 'image/svg+xml'],
    ['text that is not UTF-8', new Uint8Array([0x68, 0x69, 0xc3, 0x28]), 'text/plain'],
    ['an empty file', new Uint8Array(0), 'image/png'],
  ])('%s', async (_name, data, declared) => {
    await refused(data, declared);
  });

  test('a file over the limit is refused with the limit in the message', async () => {
    const err = await refused(padded(bytes.png(), 2001), 'image/png', { maxBytes: 2000 });
    expect(err.message).toMatch(/too large/);
  });

  test('a kind over its own limit, or without one, is refused', async () => {
    await refused(padded(bytes.mp3(), 300), 'audio/mpeg', { maxBytes: { image: 1000, audio: 200 } });
    await refused(bytes.pdf(), 'application/pdf', { maxBytes: { image: 1000 } });
  });

  test('a type outside allowedTypes is refused', async () => {
    const err = await refused(bytes.pdf(), 'application/pdf', { maxBytes: 1 << 20, allowedTypes: ['image/*', 'audio/ogg'] });
    expect(err.message).toContain('application/pdf');
  });
});
