import { AppError } from '@zapdesk/contracts';
import { checkOutboundUrl, OutboundError } from '../integrations/outbound';

export { isPrivateAddress } from '../integrations/outbound';

/**
 * A user-given URL checked before it is saved or called (outgoing webhooks), through the product's one SSRF guard
 * (integrations/outbound.ts): a refusal answers ERR_VALIDATION on the field `url`, which the screens explain.
 */
export async function assertOutboundUrl(raw: string): Promise<URL> {
  try {
    return await checkOutboundUrl(raw);
  } catch (e) {
    if (!(e instanceof AppError) && !(e instanceof OutboundError)) throw e;
    const why = e instanceof OutboundError ? 'the host does not resolve' : refusalReason(e.message);
    throw new AppError('ERR_VALIDATION', `This URL is not allowed: ${why}`, { fields: { url: why } });
  }
}

/** The guard's refusal in the words the webhooks dialog and its API have always used. */
function refusalReason(message: string) {
  if (/ is an? [\w-]+ address$/.test(message)) return 'a private, loopback or link-local address';
  return message.replace(/^Outgoing call refused: /, '');
}
