import { AppError } from '@zapdesk/contracts';
import { checkOutboundUrl, OutboundError, type RefusalReason } from '../integrations/outbound';

export { isPrivateAddress } from '../integrations/outbound';

/**
 * A user-given URL checked before it is saved or called (outgoing webhooks), through the product's one SSRF guard
 * (integrations/outbound.ts): a refusal answers ERR_VALIDATION on the field `url`, which the screens explain.
 */
export async function assertOutboundUrl(raw: string): Promise<URL> {
  try {
    return await checkOutboundUrl(raw);
  } catch (e) {
    if (!(e instanceof OutboundError) && !(e instanceof AppError && e.code === 'ERR_OUTBOUND_URL_REFUSED')) throw e;
    const why = e instanceof OutboundError ? 'the host does not resolve' : refusalText(e.details as { reason: RefusalReason; why: string });
    throw new AppError('ERR_VALIDATION', `This URL is not allowed: ${why}`, { fields: { url: why } });
  }
}

/** The guard's refusal in the words the webhooks dialog and its API have always used. */
function refusalText(d: { reason: RefusalReason; why: string }) {
  return d.reason === 'private-address' ? 'a private, loopback or link-local address' : d.why;
}
