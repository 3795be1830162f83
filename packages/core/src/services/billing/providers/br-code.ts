/**
 * The PIX "copia e cola" BR Code (EMV® QRCPS merchant-presented mode, as the Banco Central's BR Code manual
 * lays it out): ID-length-value fields, the PIX key under the merchant account template 26, and a CRC16 over
 * the whole text as its last field.
 */

/** CRC-16/CCITT-FALSE: polynomial 0x1021, initial value 0xFFFF, no reflection, no final xor. */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let i = 0; i < 8; i++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** One field: two-digit id, two-digit length, value (at most 99 characters). */
export function emvField(id: string, value: string) {
  const length = new TextEncoder().encode(value).length;
  if (length > 99) throw new Error(`BR Code field ${id} is longer than 99 characters`);
  return `${id}${String(length).padStart(2, '0')}${value}`;
}

/** Names and cities travel in plain ASCII (accents dropped), cut to their field's size. */
const plain = (s: string, max: number) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9 .\-]/g, '')
    .trim()
    .slice(0, max);

export type BrCodeInput = {
  /** The receiver's PIX key: e-mail, phone (+55…), CPF/CNPJ digits or random key. */
  pixKey: string;
  merchantName: string;
  merchantCity: string;
  /** In reais; omitted lets the payer type the amount. */
  amount?: number;
  /** Up to 25 letters and digits identifying the charge; `***` when there is none. */
  txid?: string;
  description?: string;
};

export function brCode(i: BrCodeInput): string {
  const account = emvField('00', 'br.gov.bcb.pix') + emvField('01', i.pixKey.trim()) + (i.description ? emvField('02', i.description.slice(0, 40)) : '');
  const txid = (i.txid ?? '').replace(/[^A-Za-z0-9]/g, '').slice(0, 25) || '***';
  const body =
    emvField('00', '01') +
    emvField('26', account) +
    emvField('52', '0000') +
    emvField('53', '986') +
    (i.amount !== undefined ? emvField('54', i.amount.toFixed(2)) : '') +
    emvField('58', 'BR') +
    emvField('59', plain(i.merchantName, 25) || 'ZAPDESK') +
    emvField('60', plain(i.merchantCity, 15) || 'SAO PAULO') +
    emvField('62', emvField('05', txid)) +
    '6304';
  return body + crc16(body);
}

/** Reads a BR Code's top-level fields (and checks its CRC): for tests and for codes a provider hands back. */
export function parseBrCode(code: string): { fields: Map<string, string>; crcOk: boolean } {
  const fields = new Map<string, string>();
  let i = 0;
  while (i < code.length) {
    const id = code.slice(i, i + 2);
    const len = Number(code.slice(i + 2, i + 4));
    if (!/^\d{2}$/.test(id) || !Number.isInteger(len)) break;
    fields.set(id, code.slice(i + 4, i + 4 + len));
    i += 4 + len;
  }
  const crc = fields.get('63');
  return { fields, crcOk: !!crc && crc16(code.slice(0, code.length - 4)) === crc };
}
