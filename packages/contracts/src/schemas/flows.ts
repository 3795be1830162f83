import { z } from 'zod';
import { intId } from './common';
import { simulatedNumber } from './whatsapps';

/**
 * The flow builder's bodies (admin-automation §3, §5, §7, §9). A flow document is what the editor saves:
 * React Flow nodes and edges ("connections"). Each node's `data` is checked against its type; the document
 * as a whole is checked for what the engine relies on (one start, edges between existing blocks, a menu
 * option always leads somewhere). Field errors name the node: `nodes.<node id>.data.<field>`.
 */

/** Flow name (§5): required, 2 to 50. */
export const flowName = z.string({ error: 'Digite um nome!' }).trim().min(1, 'Digite um nome!').min(2, 'Muito curto!').max(50, 'Muito longo!');

export const FlowCreateBody = z.object({ name: flowName });
export type FlowCreateBody = z.infer<typeof FlowCreateBody>;
export const FlowRenameBody = z.object({ flowId: intId, name: flowName, active: z.boolean().optional() });
export type FlowRenameBody = z.infer<typeof FlowRenameBody>;
export const FlowDuplicateBody = z.object({ flowId: intId });
export type FlowDuplicateBody = z.infer<typeof FlowDuplicateBody>;
export const FlowIdParam = z.object({ id: z.coerce.number().int().positive() });

/** §9: interval max 120 s; randomizer 0 to 100 in steps of 10. */
export const FLOW_INTERVAL_MAX_SECONDS = 120;
export const FLOW_MAX_NODES = 1000;
export const FLOW_MAX_CONNECTIONS = 3000;
/** The start block: id '1' (§3); one per flow. */
export const FLOW_START_ID = '1';

const text = (required: string, max = 4096) => z.string({ error: required }).trim().min(1, required).max(max);
const intervalSec = z.coerce
  .number({ error: 'Adicione o valor de intervalo' })
  .refine((n) => Number.isFinite(n) && n > 0, 'Adicione o valor de intervalo')
  .refine((n) => n <= FLOW_INTERVAL_MAX_SECONDS, 'Máximo de tempo atingido 120 segundos');
const mediaName = z.string({ error: 'Envie o arquivo' }).trim().min(1, 'Envie o arquivo').max(500);

/** The operators of a condition block, over a ticket variable or the last message. */
export const flowConditionOperators = ['equals', 'notEquals', 'contains', 'notContains', 'startsWith', 'endsWith', 'greaterThan', 'lessThan', 'exists', 'notExists'] as const;
export type FlowConditionOperator = (typeof flowConditionOperators)[number];

/** A content block's item (§3: type message, interval, img, audio or video; value; original name; number; record). */
const contentElement = z.looseObject({
  type: z.enum(['message', 'interval', 'img', 'audio', 'video'], { error: 'unknown content item' }),
  value: z.union([z.string(), z.number()]).transform(String),
  original: z.string().max(500).optional(),
  number: z.union([z.string(), z.number()]).optional(),
  record: z.boolean().optional(),
});

const contentData = z
  .looseObject({ seq: z.array(z.string()).max(100).default([]), elements: z.array(contentElement).min(1, 'Campos de mensagem vazio!').max(100) })
  .superRefine((d, ctx) => {
    d.elements.forEach((e, i) => {
      if (e.type === 'message' && !e.value.trim()) ctx.addIssue({ code: 'custom', path: ['elements', i, 'value'], message: 'Campos de mensagem vazio!' });
      if (e.type === 'interval') {
        const n = Number(e.value);
        if (!Number.isFinite(n) || n <= 0 || n > FLOW_INTERVAL_MAX_SECONDS) ctx.addIssue({ code: 'custom', path: ['elements', i, 'value'], message: 'Máximo de tempo atingido 120 segundos' });
      }
      if ((e.type === 'img' || e.type === 'audio' || e.type === 'video') && !e.value.trim()) {
        ctx.addIssue({ code: 'custom', path: ['elements', i, 'value'], message: 'Delete os cards vazios (Imagem, Áudio e Vídeo)' });
      }
    });
  });

/** The OpenAI block's fields (§2 dialog, §3): name, apiKey and prompt required; the numbers unbounded. */
const openAiIntegration = z.looseObject({
  name: text('Obrigatório', 100),
  projectName: z.string().max(100).optional(),
  apiKey: text('Obrigatório', 500),
  prompt: text('Obrigatório', 20000),
  voice: z.string().max(100).optional(),
  voiceKey: z.string().max(500).optional(),
  voiceRegion: z.string().max(100).optional(),
  temperature: z.coerce.number().optional(),
  maxTokens: z.coerce.number().optional(),
  maxMessages: z.coerce.number().optional(),
});

/** An answer variable name: used as {{name}} later in the flow. */
const answerKey = z
  .string({ error: 'Obrigatório' })
  .trim()
  .min(1, 'Obrigatório')
  .max(50)
  .regex(/^[\p{L}\p{N}_.-]+$/u, 'Use letras, números, _ . ou -');

/** Each node type's `data` (§3). Extra keys the editor keeps (labels, styles) pass through. */
export const flowNodeData = {
  start: z.looseObject({ label: z.string().max(200).optional() }),
  message: z.looseObject({ label: text('Campos de mensagem vazio!') }),
  interval: z.looseObject({ sec: intervalSec, label: z.string().max(200).optional() }),
  condition: z.looseObject({ key: text('Obrigatório', 100), condition: z.enum(flowConditionOperators, { error: 'Escolha uma condição' }), value: z.union([z.string(), z.number()]).transform(String).default('') }),
  menu: z.looseObject({
    message: text('Obrigatório'),
    arrayOption: z
      .array(z.looseObject({ number: z.coerce.number().int().min(1).max(99), value: text('Obrigatório', 200) }))
      .min(1, 'Adicione ao menos uma opção')
      .max(50),
  }),
  img: z.looseObject({ url: mediaName }),
  audio: z.looseObject({ url: mediaName, record: z.boolean().default(false) }),
  video: z.looseObject({ url: mediaName }),
  randomizer: z.looseObject({ percent: z.coerce.number().int().min(0).max(100).refine((n) => n % 10 === 0, 'Use passos de 10') }),
  content: contentData,
  singleBlock: contentData,
  ticket: z.looseObject({
    data: z.looseObject({ id: z.coerce.number({ error: 'Selecione uma fila' }).int().positive('Selecione uma fila'), name: z.string().max(200).optional() }, { error: 'Selecione uma fila' }),
  }),
  typebot: z.looseObject({ typebotIntegration: z.looseObject({}).default({}) }),
  openai: z.looseObject({ typebotIntegration: openAiIntegration }),
  question: z.looseObject({ typebotIntegration: z.looseObject({ message: text('Obrigatório'), answerKey }) }),
} as const;
export type FlowNodeType = keyof typeof flowNodeData;
export const flowNodeTypes = Object.keys(flowNodeData) as FlowNodeType[];

const nodeId = z.string().trim().min(1).max(64);
/** A node as React Flow keeps it: its editor keys (width, selected, …) pass through and are stored. */
const flowNode = z.looseObject({
  id: nodeId,
  type: z.string().max(40),
  position: z.looseObject({ x: z.number().finite(), y: z.number().finite() }),
  data: z.unknown(),
});
const flowEdge = z.looseObject({
  id: z.string().max(200).optional(),
  source: nodeId,
  target: nodeId,
  sourceHandle: z.string().max(64).nullish(),
  targetHandle: z.string().max(64).nullish(),
});
export type FlowNode = { id: string; type: FlowNodeType; position: { x: number; y: number }; data: any; [k: string]: unknown };
export type FlowEdge = z.infer<typeof flowEdge>;

/** The handle a menu option's edge leaves from (`a<number>`), and the randomizer's and condition's two ways out. */
export const menuHandle = (optionNumber: number) => `a${optionNumber}`;

/**
 * A whole flow document. Refused with field errors: an unknown node type, a node's data against its type,
 * repeated node ids, no start block or a second one, an edge to or from a missing block, a menu option
 * without an edge.
 */
function checkDocument<T extends { nodes: z.infer<typeof flowNode>[]; connections: FlowEdge[] }>(doc: T, ctx: z.RefinementCtx) {
    const nodes: FlowNode[] = [];
    const seen = new Set<string>();
    let starts = 0;
    for (const n of doc.nodes) {
      const at = ['nodes', n.id];
      if (seen.has(n.id)) ctx.addIssue({ code: 'custom', path: [...at, 'id'], message: `the block id ${n.id} is repeated` });
      seen.add(n.id);
      if (!Object.hasOwn(flowNodeData, n.type)) {
        ctx.addIssue({ code: 'custom', path: [...at, 'type'], message: `unknown block type "${n.type}"` });
        continue;
      }
      const type = n.type as FlowNodeType;
      if (type === 'start') starts++;
      const data = flowNodeData[type].safeParse(n.data ?? {});
      if (!data.success) {
        for (const i of data.error.issues) ctx.addIssue({ code: 'custom', path: [...at, 'data', ...i.path.map((k) => (typeof k === 'symbol' ? String(k) : k))], message: i.message });
        continue;
      }
      nodes.push({ ...n, type, data: data.data });
    }
    if (starts === 0) ctx.addIssue({ code: 'custom', path: ['nodes'], message: 'the flow needs its start block' });
    if (starts > 1) {
      for (const n of doc.nodes.filter((x) => x.type === 'start').slice(1)) ctx.addIssue({ code: 'custom', path: ['nodes', n.id, 'type'], message: 'a flow has one start block' });
    }
    doc.connections.forEach((e, i) => {
      if (!seen.has(e.source)) ctx.addIssue({ code: 'custom', path: ['connections', i, 'source'], message: `no block ${e.source}` });
      if (!seen.has(e.target)) ctx.addIssue({ code: 'custom', path: ['connections', i, 'target'], message: `no block ${e.target}` });
    });
    for (const n of nodes) {
      if (n.type !== 'menu') continue;
      for (const o of n.data.arrayOption as { number: number }[]) {
        const handle = menuHandle(o.number);
        if (!doc.connections.some((e) => e.source === n.id && e.sourceHandle === handle)) {
          ctx.addIssue({ code: 'custom', path: ['nodes', n.id, 'data', 'arrayOption', String(o.number)], message: `option ${o.number} leads nowhere: connect it to a block` });
        }
      }
    }
    return { ...doc, nodes };
}

const documentShape = {
  nodes: z.array(flowNode, { error: 'nodes must be a list of blocks' }).max(FLOW_MAX_NODES),
  connections: z.array(flowEdge).max(FLOW_MAX_CONNECTIONS).default([]),
};
export const FlowDocumentBody = z.object(documentShape).transform(checkDocument);
export type FlowDocumentBody = z.output<typeof FlowDocumentBody>;

/**
 * POST /flowbuilder/flow: `{ idFlow, nodes, connections }` (§7). `version`, when sent, is the version the editor
 * loaded: a save over a newer one answers 409 ERR_FLOW_CHANGED instead of overwriting it.
 */
export const FlowSaveBody = z
  .object({ idFlow: intId, version: z.coerce.number().int().min(0).optional(), ...documentShape })
  .transform(checkDocument);
export type FlowSaveBody = z.output<typeof FlowSaveBody>;

/** Phrase campaigns (§3, §5, §7): name, flow and phrase required; a connection is selected. */
const phraseFields = {
  name: z.string({ error: 'Obrigatório' }).trim().min(1, 'Obrigatório').max(100),
  flowId: z.coerce.number({ error: 'Obrigatório' }).int().positive('Obrigatório'),
  whatsappId: z.coerce.number({ error: 'Selecione uma conexão' }).int().positive('Selecione uma conexão'),
  phrase: z.string({ error: 'Obrigatório' }).trim().min(1, 'Obrigatório').max(200),
  status: z.boolean().optional(),
};
export const FlowCampaignBody = z.object(phraseFields);
export type FlowCampaignBody = z.infer<typeof FlowCampaignBody>;
export const FlowCampaignUpdateBody = z.object({ id: intId, ...phraseFields });
export type FlowCampaignUpdateBody = z.infer<typeof FlowCampaignUpdateBody>;

/** The editor's Try panel: a simulator connection of the company, and optionally the simulated contact's number. */
export const FlowTryBody = z.object({ whatsappId: intId, number: simulatedNumber.optional() });
export type FlowTryBody = z.output<typeof FlowTryBody>;
