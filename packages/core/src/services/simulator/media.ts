import { readFile } from 'node:fs/promises';
import { AppError } from '@zapdesk/contracts';
import { config } from '../../config';
import { mediaLimits, resolveMediaFile, safeMediaName, sniffMedia, type MediaKind } from '../../lib/media';

export type SimulatorMedia = { data: Uint8Array; mimetype: string; fileName: string; ext: string; kind: MediaKind };

const MAX_BYTES = Math.max(...Object.values(mediaLimits));
const invalid = (message: string) => new AppError('ERR_VALIDATION', message, { fields: { mediaUrl: message } });

/**
 * The medium a simulated contact sends: a `data:` URL, or a stored file of the connection's company
 * given as `/public/<companyId>/<file>` (absolute URLs of this API accepted). Nothing is ever fetched
 * from the network; the type comes from the bytes (the media allow-list).
 */
export async function resolveSimulatorMedia(companyId: number, mediaUrl: string): Promise<SimulatorMedia> {
  let bytes: Uint8Array;
  let declared = '';
  let name = 'file';
  if (mediaUrl.startsWith('data:')) {
    const m = /^data:([^,;]*)((?:;[^,;]*)*),(.*)$/s.exec(mediaUrl);
    if (!m) throw invalid('mediaUrl is not a valid data: URL');
    declared = m[1];
    const base64 = m[2].split(';').includes('base64');
    try {
      bytes = base64 ? new Uint8Array(Buffer.from(m[3], 'base64')) : new TextEncoder().encode(decodeURIComponent(m[3]));
    } catch {
      throw invalid('mediaUrl is not a valid data: URL');
    }
  } else {
    const path = mediaUrl.startsWith(config().apiUrl + '/') ? mediaUrl.slice(config().apiUrl.length) : mediaUrl;
    const m = /^\/public\/([^/]+)\/([^/?#]+)$/.exec(path);
    const found = m ? resolveMediaFile(m[1], m[2]) : null;
    if (!m || !found || Number(m[1]) !== companyId) throw invalid('mediaUrl must be a data: URL or a file of this company under /public');
    const file = Bun.file(found.path);
    if (!(await file.exists())) throw invalid('mediaUrl names no stored file');
    if (file.size > MAX_BYTES) throw invalid('the file is too large');
    bytes = new Uint8Array(await readFile(found.path));
    declared = found.contentType;
    name = m[2];
  }
  if (bytes.byteLength === 0) throw invalid('the medium is empty');
  if (bytes.byteLength > MAX_BYTES) throw invalid('the medium is too large');
  const type = sniffMedia(bytes, declared);
  if (!type) throw invalid('unsupported media type');
  if (bytes.byteLength > mediaLimits[type.kind]) throw invalid(`the ${type.kind} is too large`);
  const fileName = safeMediaName(name === 'file' ? `${type.kind}.${type.ext}` : name, type.ext);
  return { data: bytes, mimetype: type.mime, fileName, ext: type.ext, kind: type.kind };
}
