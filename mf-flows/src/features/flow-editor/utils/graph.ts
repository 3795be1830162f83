import type { Edge, Node } from '@xyflow/react';

/**
 * The flow editor's pure rules (admin-automation.md §3 "Node", §9): block ids of 30 letters and digits, a new
 * block 40 px to the right of the last one, a copy 240 px to the right of the rightmost, one start block (id
 * '1' at 250/100; adding another replaces it), and a refused save's field errors attached to the blocks.
 */
export const NODE_ID_LENGTH = 30;
export const NODE_GAP = 40;
export const DUPLICATE_OFFSET = 240;
export const START_ID = '1';
export const START_POSITION = { x: 250, y: 100 } as const;
/** A card's width before React Flow measured it (the cards are this wide). */
export const CARD_WIDTH = 240;
export const FETCH_DELAY_MS = 500;
export const INTERVAL_MAX = 120;
/** Upload limits in MB (§5, §9). */
export const UPLOAD_LIMIT_MB = { img: 2, audio: 5, video: 20 } as const;

export type BlockType = 'start' | 'message' | 'content' | 'menu' | 'randomizer' | 'interval' | 'ticket' | 'typebot' | 'openai' | 'question' | 'condition' | 'img' | 'audio' | 'video';
export type FlowNode = Node<Record<string, any>, BlockType>;

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A random 30-character alphanumeric block id. */
export function newNodeId(random: (n: number) => Uint8Array = (n) => crypto.getRandomValues(new Uint8Array(n))): string {
  return Array.from(random(NODE_ID_LENGTH), (b) => ALPHABET[b % ALPHABET.length]).join('');
}

/** The default start block, as a flow without a drawing shows it. */
export const startNode = (label: string): FlowNode => ({ id: START_ID, type: 'start', position: { ...START_POSITION }, data: { label } });

const widthOf = (n: Node) => n.measured?.width ?? n.width ?? CARD_WIDTH;

/** Where a new block goes: right of the last block, 40 px gap, same height (the start position when there is none). */
export function nextPosition(nodes: readonly Node[]): { x: number; y: number } {
  const last = nodes.at(-1);
  if (!last) return { ...START_POSITION };
  return { x: last.position.x + widthOf(last) + NODE_GAP, y: last.position.y };
}

/** Adds a block; a start block replaces the existing one (keeping its id, so its connections stay). */
export function addNode(nodes: readonly FlowNode[], type: BlockType, data: Record<string, any>, id: string = newNodeId()): FlowNode[] {
  if (type === 'start') {
    const rest = nodes.filter((n) => n.type !== 'start');
    return [...rest, { id: START_ID, type, position: nextPosition(rest), data }];
  }
  return [...nodes.map((n) => (n.selected ? { ...n, selected: false } : n)), { id, type, position: nextPosition(nodes), data }];
}

/** A copy of a block 240 px to the right of the rightmost block, at the original's height. Start blocks are not copied. */
export function duplicateNode(nodes: readonly FlowNode[], id: string, newId: string = newNodeId()): FlowNode[] {
  const original = nodes.find((n) => n.id === id);
  if (!original || original.type === 'start') return [...nodes];
  const rightmost = Math.max(...nodes.map((n) => n.position.x));
  const copy: FlowNode = { id: newId, type: original.type, position: { x: rightmost + DUPLICATE_OFFSET, y: original.position.y }, data: structuredClone(original.data) };
  return [...nodes, copy];
}

/** Removes blocks and every connection touching them. */
export function removeNodes(nodes: readonly FlowNode[], edges: readonly Edge[], ids: ReadonlySet<string>): { nodes: FlowNode[]; edges: Edge[] } {
  return { nodes: nodes.filter((n) => !ids.has(n.id)), edges: edges.filter((e) => !ids.has(e.source) && !ids.has(e.target)) };
}

/** Replaces a block's data (edit keeps the id and position). */
export const replaceData = (nodes: readonly FlowNode[], id: string, data: Record<string, any>): FlowNode[] => nodes.map((n) => (n.id === id ? { ...n, data } : n));

/**
 * A refused save's field errors (`nodes.<id>.data.<field>`, `nodes.<id>.type`, `connections.<i>.source|target`)
 * grouped by the block they concern; what names no block goes under ''.
 */
export function errorsByNode(fields: Record<string, string>, nodes: readonly { id: string }[], connections: readonly { source: string; target: string }[]): Map<string, { field: string; message: string }[]> {
  const ids = new Set(nodes.map((n) => n.id));
  const out = new Map<string, { field: string; message: string }[]>();
  const put = (id: string, field: string, message: string) => {
    const list = out.get(id) ?? [];
    list.push({ field, message });
    out.set(id, list);
  };
  for (const [key, message] of Object.entries(fields)) {
    if (key.startsWith('nodes.')) {
      // Block ids hold no dots (30 letters and digits, or '1'); the rest is the field.
      const rest = key.slice('nodes.'.length);
      const id = [...ids].find((i) => rest === i || rest.startsWith(`${i}.`));
      if (id) {
        put(id, rest.slice(id.length + 1).replace(/^data\./, ''), message);
        continue;
      }
    }
    const m = /^connections\.(\d+)\.(source|target)$/.exec(key);
    if (m) {
      const edge = connections[Number(m[1])];
      // An end that is missing: the error shows on the end that is there.
      const other = edge && (m[2] === 'source' ? edge.target : edge.source);
      if (other && ids.has(other)) {
        put(other, m[2], message);
        continue;
      }
    }
    put('', key, message);
  }
  return out;
}

/** An undo/redo history of drawings (snapshots taken before each change), bounded. */
export class History<T> {
  private past: T[] = [];
  private future: T[] = [];
  constructor(private readonly limit = 100) {}
  /** Records the drawing as it was before a change; a new change drops what could be redone. */
  record(before: T) {
    this.past.push(before);
    if (this.past.length > this.limit) this.past.shift();
    this.future = [];
  }
  undo(current: T): T | null {
    const prev = this.past.pop();
    if (prev === undefined) return null;
    this.future.push(current);
    return prev;
  }
  redo(current: T): T | null {
    const next = this.future.pop();
    if (next === undefined) return null;
    this.past.push(current);
    return next;
  }
  get canUndo() {
    return this.past.length > 0;
  }
  get canRedo() {
    return this.future.length > 0;
  }
  clear() {
    this.past = [];
    this.future = [];
  }
}

/** Answer variables (§4): editing a question's key swaps the old name for the new; on create the name is added once. */
export function updateVariables(list: readonly string[], previous: string | null, next: string): string[] {
  const without = previous && previous !== next ? list.filter((v) => v !== previous) : [...list];
  return without.includes(next) ? without : [...without, next];
}
