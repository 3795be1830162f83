import type { ZodType } from 'zod';

const isPlainObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
const pathText = (path: readonly PropertyKey[]) => path.reduce<string>((s, k) => (typeof k === 'number' ? `${s}[${k}]` : s ? `${s}.${String(k)}` : String(k)), '') || '(root)';
const preview = (v: unknown) => {
  const s = JSON.stringify(v);
  return s === undefined ? 'undefined' : s.length > 80 ? `${s.slice(0, 77)}...` : s;
};
const at = (v: unknown, path: readonly PropertyKey[]) => path.reduce<unknown>((x, k) => (x && typeof x === 'object' ? (x as Record<PropertyKey, unknown>)[k] : undefined), v);

/**
 * How `value` departs from `schema`, one line each: what zod refuses, and keys the schema does not declare
 * (zod strips those silently; a contract that misses a field the API sends is wrong too). Empty when it
 * conforms. For tests: the API's answers and events are checked against their contracts with it.
 */
export function contractViolations(schema: ZodType, value: unknown): string[] {
  const parsed = schema.safeParse(value);
  if (!parsed.success) return parsed.error.issues.map((i) => {
      const got = at(value, i.path);
      return `${pathText(i.path)}: ${i.message} (${got === undefined ? 'missing' : `got ${preview(got)}`})`;
    });
  const out: string[] = [];
  const walk = (sent: unknown, kept: unknown, path: PropertyKey[]) => {
    if (Array.isArray(sent) && Array.isArray(kept)) sent.forEach((x, i) => walk(x, kept[i], [...path, i]));
    else if (isPlainObject(sent) && isPlainObject(kept)) {
      for (const k of Object.keys(sent)) {
        if (sent[k] === undefined) continue; // JSON drops it
        if (!(k in kept)) out.push(`${pathText([...path, k])}: not in the contract (got ${preview(sent[k])})`);
        else walk(sent[k], kept[k], [...path, k]);
      }
    }
  };
  walk(value, parsed.data, []);
  return out;
}
