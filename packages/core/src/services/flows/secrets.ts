import type { FlowDocument } from '@zapdesk/db';
import { decryptSecret, encryptSecret, maskSecret, nextSecret } from '../../lib/secrets';

/** The keys of a drawing's blocks that are secrets (the OpenAI block's API and speech keys). */
const SECRET_FIELDS = ['apiKey', 'voiceKey'] as const;
type Node = { id: string; type: string; data?: { typebotIntegration?: Record<string, unknown> } };

const mapSecrets = (doc: FlowDocument, fn: (value: string, node: Node, field: string) => string): FlowDocument => ({
  ...doc,
  nodes: (doc.nodes as Node[]).map((n) => {
    const integration = n.type === 'openai' ? n.data?.typebotIntegration : undefined;
    if (!integration) return n;
    const next = { ...integration };
    for (const f of SECRET_FIELDS) if (typeof next[f] === 'string') next[f] = fn(next[f] as string, n, f);
    return { ...n, data: { ...n.data, typebotIntegration: next } };
  }),
});

/** What a save stores: each key encrypted; a key sent back as its mask keeps the one the same block had. */
export function sealDrawing(doc: FlowDocument, previous: FlowDocument | null): FlowDocument {
  const before = new Map(((previous?.nodes ?? []) as Node[]).map((n) => [n.id, n.data?.typebotIntegration ?? {}]));
  return mapSecrets(doc, (value, node, field) => {
    const stored = before.get(node.id)?.[field];
    return typeof stored === 'string' && stored ? nextSecret(value, stored) : encryptSecret(value);
  });
}

/** What every reader of a drawing gets: the keys masked (company users read flows; the keys are the admin's). */
export const maskDrawing = (doc: FlowDocument | null) => (doc ? mapSecrets(doc, (v) => maskSecret(decryptSecret(v))) : null);

/** A block's integration with its keys in clear, for the engine that calls the provider. */
export function openBlockSecrets<T extends Record<string, unknown>>(integration: T): T {
  const out: Record<string, unknown> = { ...integration };
  for (const f of SECRET_FIELDS) if (typeof out[f] === 'string') out[f] = decryptSecret(out[f] as string);
  return out as T;
}
