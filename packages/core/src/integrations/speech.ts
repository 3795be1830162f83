import { config } from '../config';

const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

export class SpeechError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'SpeechError';
  }
}

/** The SSML the Azure speech service reads: the chosen pt-BR neural voice saying the text. */
export const speechSsml = (voice: string, text: string) => `<speak version="1.0" xml:lang="pt-BR"><voice xml:lang="pt-BR" name="${escapeXml(voice)}">${escapeXml(text)}</voice></speak>`;

/** Azure text-to-speech over REST: an Ogg/Opus voice note of the text (what WhatsApp plays as a voice message). */
export async function synthesizeSpeech(input: { voice: string; key: string; region: string; text: string }, o: { timeoutMs?: number; baseUrl?: string } = {}): Promise<Uint8Array> {
  if (!/^[a-z0-9-]{1,50}$/i.test(input.region)) throw new SpeechError('invalid region', null);
  const base = (o.baseUrl ?? config().azureSpeechUrl).replace('{region}', input.region.toLowerCase()).replace(/\/+$/, '');
  const res = await fetch(`${base}/cognitiveservices/v1`, {
    method: 'POST',
    headers: { 'ocp-apim-subscription-key': input.key, 'content-type': 'application/ssml+xml', 'x-microsoft-outputformat': 'ogg-48khz-16bit-mono-opus', 'user-agent': 'Zapdesk' },
    body: speechSsml(input.voice, input.text),
    signal: AbortSignal.timeout(o.timeoutMs ?? 15_000),
  }).catch((e) => {
    throw new SpeechError(`speech failed: ${e instanceof Error ? e.message : e}`, null);
  });
  if (!res.ok) throw new SpeechError(`speech answered ${res.status}`, res.status);
  const bytes = new Uint8Array(await res.arrayBuffer());
  if (bytes.byteLength > 10_000_000) throw new SpeechError('voice note too large', res.status);
  return bytes;
}
