import type { Hono } from 'hono';
import { z, type ZodType } from 'zod';
import { DOC, VALIDATED, type RouteDoc } from './validate';

const toJson = (s: ZodType) => z.toJSONSchema(s, { io: 'input', unrepresentable: 'any' }) as Record<string, any>;

export type PathParam = { name: string; pattern?: string; optional: boolean };

/**
 * Hono path → OpenAPI path template: `:id` and `:id{[0-9]+}` (regex, braces may nest) become `{id}`;
 * an optional `:id?` is still documented as a path parameter.
 */
export function openApiPath(honoPath: string): { path: string; params: PathParam[] } {
  const params: PathParam[] = [];
  let out = '';
  let i = 0;
  while (i < honoPath.length) {
    const ch = honoPath[i];
    const m = ch === ':' && (i === 0 || honoPath[i - 1] === '/') ? /^:([A-Za-z_$][\w$]*)/.exec(honoPath.slice(i)) : null;
    if (!m) {
      out += ch;
      i++;
      continue;
    }
    i += m[0].length;
    let pattern: string | undefined;
    if (honoPath[i] === '{') {
      let depth = 0;
      let j = i;
      for (; j < honoPath.length; j++) {
        if (honoPath[j] === '\\') {
          j++;
          continue;
        }
        if (honoPath[j] === '{') depth++;
        else if (honoPath[j] === '}' && --depth === 0) break;
      }
      pattern = honoPath.slice(i + 1, j);
      i = j + 1;
    }
    const optional = honoPath[i] === '?';
    if (optional) i++;
    params.push({ name: m[1], pattern, optional });
    out += `{${m[1]}}`;
  }
  return { path: out, params };
}

/** Builds the OpenAPI 3.1 document from the same zod schemas that validate the routes. */
export function buildOpenApi(app: Hono<any>, info: { title: string; version: string; serverUrl: string }) {
  const ops = new Map<string, { method: string; path: string; doc?: RouteDoc; validated: { target: string; schema: ZodType }[] }>();
  for (const r of app.routes) {
    if (r.method === 'ALL') continue;
    const key = `${r.method} ${r.path}`;
    let op = ops.get(key);
    if (!op) ops.set(key, (op = { method: r.method.toLowerCase(), path: r.path, validated: [] }));
    const h = r.handler as any;
    if (h[DOC]) op.doc = h[DOC];
    if (h[VALIDATED]) op.validated.push(h[VALIDATED]);
  }
  const paths: Record<string, Record<string, unknown>> = {};
  const components = responseComponents();
  for (const op of ops.values()) {
    if (!op.doc) continue;
    const { path: oaPath, params: pathParams } = openApiPath(op.path);
    const parameters: unknown[] = [];
    let requestBody: unknown;
    for (const val of op.validated) {
      const js = toJson(val.schema);
      if (val.target === 'param' || val.target === 'query') {
        for (const [name, schema] of Object.entries<any>(js.properties ?? {})) {
          parameters.push({ name, in: val.target === 'param' ? 'path' : 'query', required: val.target === 'param' || (js.required ?? []).includes(name), schema });
        }
      } else if (val.target === 'json') {
        requestBody = { required: true, content: { 'application/json': { schema: js } } };
      } else if (val.target === 'form') {
        requestBody = { required: true, content: { 'multipart/form-data': { schema: js } } };
      }
    }
    for (const pp of pathParams) {
      const declared = parameters.find((p: any) => p.name === pp.name && p.in === 'path') as { schema: Record<string, unknown>; description?: string } | undefined;
      const pattern = pp.pattern ? { pattern: `^(?:${pp.pattern})$` } : {};
      const description = pp.optional ? { description: 'Optional: the path without this segment also matches.' } : {};
      if (declared) {
        if (pp.pattern && !declared.schema.pattern) declared.schema = { ...declared.schema, ...pattern };
        Object.assign(declared, description);
      } else parameters.push({ name: pp.name, in: 'path', required: true, ...description, schema: { type: 'string', ...pattern } });
    }
    const responses: Record<string, unknown> = {};
    for (const [status, r] of Object.entries(op.doc.responses ?? { 200: { description: 'OK' } })) {
      const content = r.schema
        ? { 'application/json': { schema: components.add(r.schema) } }
        : r.contentType
          ? { [r.contentType]: { schema: { type: 'string', format: 'binary' } } }
          : undefined;
      responses[status] = { description: r.description, ...(content ? { content } : {}) };
    }
    for (const [status, codes] of Object.entries(op.doc.errors ?? {})) {
      responses[status] = { description: codes.join(', '), content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' }, examples: Object.fromEntries(codes.map((code) => [code, { value: { error: code, message: '…' } }])) } } };
    }
    if (op.doc.requestBody) {
      const content: Record<string, unknown> = {};
      const validated = (requestBody as { content?: Record<string, { schema: unknown }> } | undefined)?.content ?? {};
      for (const [type, body] of Object.entries(op.doc.requestBody)) content[type] = { schema: body.schema ?? validated[type]?.schema ?? Object.values(validated)[0]?.schema, ...(body.examples ? { examples: body.examples } : {}) };
      requestBody = { required: true, content };
    }
    responses.default = { description: 'Error envelope', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } };
    (paths[oaPath] ??= {})[op.method] = {
      summary: op.doc.summary,
      tags: op.doc.tags,
      ...(op.doc.description ? { description: op.doc.description } : {}),
      ...(op.doc.auth === 'connection' ? { security: [{ connectionToken: [] }] } : op.doc.auth && op.doc.auth !== 'none' ? { security: [{ bearer: [] }], 'x-requires': op.doc.auth } : { security: [] }),
      parameters,
      ...(requestBody ? { requestBody } : {}),
      responses,
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: info.title, version: info.version },
    servers: [{ url: info.serverUrl }],
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        connectionToken: { type: 'http', scheme: 'bearer', description: "A connection's token (Connections → edit → token): the external messages API" },
      },
      schemas: {
        Error: {
          type: 'object',
          required: ['error', 'message'],
          properties: { error: { type: 'string' }, message: { type: 'string' }, fields: { type: 'object', additionalProperties: { type: 'string' } } },
        },
        ...components.schemas,
      },
    },
    paths,
  };
}

/**
 * Response schemas as OpenAPI components: every contract schema that names itself (`.meta({ id })`, with
 * its example) becomes `#/components/schemas/<id>` and is referenced from the operations that answer it.
 */
function responseComponents() {
  const schemas: Record<string, unknown> = {};
  const add = (schema: ZodType) => {
    const { $defs, $schema: _, ...root } = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }) as Record<string, any>;
    const relink = (js: unknown) => JSON.parse(JSON.stringify(js).replaceAll('"#/$defs/', '"#/components/schemas/'));
    for (const [id, def] of Object.entries<unknown>($defs ?? {})) {
      const linked = relink(def);
      if (id.startsWith('__')) throw new Error(`an unnamed recursive schema (${id}): give it an id with .meta({ id })`);
      if (schemas[id] && JSON.stringify(schemas[id]) !== JSON.stringify(linked)) throw new Error(`two response schemas share the id ${id}`);
      schemas[id] = linked;
    }
    return relink(root);
  };
  return { schemas, add };
}
