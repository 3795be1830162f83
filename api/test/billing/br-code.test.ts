import { describe, expect, test } from 'bun:test';
import { brCode, crc16, emvField, parseBrCode, staticTxid } from '@zapdesk/core';

/** The example of the Banco Central's BR Code manual (Manual de Padrões para Iniciação do Pix): a static code without amount. */
const BCB_EXAMPLE = '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';

describe('PIX BR Code', () => {
  test('CRC16 is CRC-16/CCITT-FALSE: the catalogue check value of "123456789" is 29B1', () => {
    expect(crc16('123456789')).toBe('29B1');
    expect(crc16('')).toBe('FFFF');
  });

  test("the Banco Central's published example: its CRC verifies, and the same fields build it byte for byte", () => {
    expect(crc16(BCB_EXAMPLE.slice(0, -4))).toBe('1D3D');
    expect(parseBrCode(BCB_EXAMPLE).crcOk).toBe(true);
    expect(brCode({ pixKey: '123e4567-e12b-12d1-a456-426655440000', merchantName: 'Fulano de Tal', merchantCity: 'BRASILIA' })).toBe(BCB_EXAMPLE);
    // One character changed breaks the CRC.
    expect(parseBrCode(BCB_EXAMPLE.replace('Fulano', 'Fulana')).crcOk).toBe(false);
  });

  test('an invoice code: amount with two decimals, txid under 62/05, lengths that match their values, CRC last', () => {
    const code = brCode({ pixKey: 'financeiro@zapdesk.dev', merchantName: 'Zapdesk Cobrança Ltda e Associados', merchantCity: 'São Paulo do Sul', amount: 1234.5, txid: staticTxid(42) });
    const { fields, crcOk } = parseBrCode(code);
    expect(crcOk).toBe(true);
    expect([...fields.keys()]).toEqual(['00', '26', '52', '53', '54', '58', '59', '60', '62', '63']);
    expect(fields.get('00')).toBe('01');
    expect(fields.get('26')).toBe(emvField('00', 'br.gov.bcb.pix') + emvField('01', 'financeiro@zapdesk.dev'));
    expect(fields.get('53')).toBe('986');
    expect(fields.get('54')).toBe('1234.50');
    expect(fields.get('58')).toBe('BR');
    expect(fields.get('59')).toBe('Zapdesk Cobranca Ltda e A');
    expect(fields.get('59')!.length).toBe(25);
    expect(fields.get('60')).toBe('Sao Paulo do Su');
    expect(fields.get('62')).toBe(emvField('05', 'ZD00000042'));
    expect(code).toMatch(/6304[0-9A-F]{4}$/);
    // Every length prefix is the length of its value, and the parse consumed the whole code.
    const rebuilt = [...fields].map(([id, v]) => emvField(id, v)).join('');
    expect(rebuilt).toBe(code);
  });

  test('a field over 99 characters is refused', () => {
    expect(() => emvField('26', 'x'.repeat(100))).toThrow();
  });
});
