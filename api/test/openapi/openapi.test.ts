import { describe, expect, test } from 'bun:test';
import { Hono } from 'hono';
import { z } from 'zod';
import { call } from '@zapdesk/testing';
import { apiApp as testApp } from '../kit/app';
import { NOT_JSON_ROUTES } from '../kit/contract';
import { buildOpenApi, openApiPath } from '../../src/lib/openapi';
import { doc, v } from '../../src/lib/validate';

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
/** Routes that are infrastructure, not API operations. */
const undocumented = (path: string) => path === '/health' || path === '/ready' || path === '/metrics' || path === '/openapi.json' || path === '/docs' || path.startsWith('/docs/');

async function spec() {
  const r = await call('GET', '/openapi.json');
  expect(r.status).toBe(200);
  return r.body as { openapi: string; info: any; paths: Record<string, Record<string, any>>; components: any };
}

describe('OpenAPI document', () => {
  test('has the OpenAPI 3.1 shape: every operation has a summary and described responses', async () => {
    const s = await spec();
    expect(s.openapi).toBe('3.1.0');
    expect(typeof s.info.title).toBe('string');
    expect(typeof s.info.version).toBe('string');
    expect(s.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(Object.keys(s.paths).length).toBeGreaterThan(0);
    for (const [path, item] of Object.entries(s.paths)) {
      expect(path.startsWith('/')).toBe(true);
      expect(path).not.toMatch(/[:{]\w*[{(]|\/:/); // no Hono syntax left in the template
      const templated = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      for (const [method, op] of Object.entries(item)) {
        const where = `${method.toUpperCase()} ${path}`;
        expect({ where, method: METHODS.includes(method) }).toEqual({ where, method: true });
        expect({ where, summary: typeof op.summary === 'string' && op.summary.length > 0 }).toEqual({ where, summary: true });
        expect({ where, responses: Object.keys(op.responses ?? {}).length > 0 }).toEqual({ where, responses: true });
        for (const [status, res] of Object.entries<any>(op.responses)) {
          expect({ where, status, ok: /^([1-5]\d\d|[1-5]XX|default)$/.test(status) && typeof res.description === 'string' }).toEqual({ where, status, ok: true });
        }
        const params = (op.parameters ?? []) as { name: string; in: string; required?: boolean }[];
        const keys = params.map((p) => `${p.in}:${p.name}`);
        expect({ where, duplicates: keys.length - new Set(keys).size }).toEqual({ where, duplicates: 0 });
        for (const p of params) expect({ where, in: ['path', 'query', 'header', 'cookie'].includes(p.in) }).toEqual({ where, in: true });
        // Every {param} of the template is declared as a required path parameter, and nothing else is.
        const pathParams = params.filter((p) => p.in === 'path');
        expect({ where, params: pathParams.map((p) => p.name).sort() }).toEqual({ where, params: [...templated].sort() });
        for (const p of pathParams) expect({ where, name: p.name, required: p.required }).toEqual({ where, name: p.name, required: true });
      }
    }
  });

  test('documents the login body schema', async () => {
    const s = await spec();
    const login = s.paths['/auth/login']?.post;
    expect(login).toBeDefined();
    const schema = login.requestBody.content['application/json'].schema;
    expect(schema.type).toBe('object');
    expect(Object.keys(schema.properties)).toEqual(expect.arrayContaining(['email', 'password']));
    expect(schema.required).toEqual(expect.arrayContaining(['email', 'password']));
    expect(login.security).toEqual([]);
  });

  test('declares the path parameter of /users/set-language/{lang}', async () => {
    const s = await spec();
    const op = s.paths['/users/set-language/{lang}']?.post;
    expect(op).toBeDefined();
    const lang = op.parameters.find((p: any) => p.name === 'lang');
    expect(lang).toMatchObject({ in: 'path', required: true });
    expect(Array.isArray(lang.schema.enum)).toBe(true);
    expect(op.security).toEqual([{ bearer: [] }]);
  });

  test('every route of the app has a documented operation (a route without doc() fails here)', async () => {
    const s = await spec();
    const routes = new Set<string>();
    for (const r of testApp().routes) {
      if (r.method === 'ALL' || undocumented(r.path)) continue;
      routes.add(`${r.method} ${r.path}`);
    }
    expect(routes.size).toBeGreaterThan(0);
    const missing = [...routes].filter((key) => {
      const [method, path] = key.split(' ');
      return !s.paths[openApiPath(path).path]?.[method.toLowerCase()];
    });
    expect(missing).toEqual([]);
  });

  test('every JSON operation answers a response schema of the contracts, with an example (files, the CSV and 204s excepted)', async () => {
    const s = await spec();
    const notJson = new Set(Object.keys(NOT_JSON_ROUTES).map((key) => { const [method, path] = key.split(' '); return `${method.toLowerCase()} ${openApiPath(path).path}`; }));
    const component = (ref: string) => s.components.schemas[ref.replace('#/components/schemas/', '')];
    /** The named schemas a response schema is made of (through refs, arrays and unions), with their examples. */
    const named = (js: any): any[] => (js?.$ref ? [component(js.$ref)] : js?.items ? named(js.items) : js?.anyOf ? js.anyOf.flatMap(named) : []);
    const missing: string[] = [];
    for (const [path, item] of Object.entries(s.paths)) {
      for (const [method, op] of Object.entries<any>(item)) {
        const where = `${method} ${path}`;
        const ok = Object.entries<any>(op.responses).filter(([status]) => /^2\d\d$/.test(status));
        const json = ok.map(([, r]) => r.content?.['application/json']?.schema).filter(Boolean);
        if (notJson.has(where)) {
          expect({ where, json: json.length, described: ok.length > 0 }).toEqual({ where, json: 0, described: true });
          continue;
        }
        if (json.length !== 1) missing.push(`${where}: no JSON response schema`);
        for (const schema of json) {
          const parts = named(schema);
          if (!parts.length || parts.some((p) => !p)) missing.push(`${where}: the response is not a named contract schema`);
          else if (!parts.some((p) => p.example !== undefined)) missing.push(`${where}: no example`);
        }
      }
    }
    expect(missing).toEqual([]);
    expect(notJson.size).toBe(Object.keys(NOT_JSON_ROUTES).length);
  });

  test('response schemas are components: the ticket with its example, the recursive option tree by reference', async () => {
    const s = await spec();
    const ticket = s.components.schemas.Ticket;
    expect(ticket.required).toEqual(expect.arrayContaining(['id', 'uuid', 'status', 'contact', 'queue', 'user', 'whatsapp', 'tags', 'lastMessage', 'unreadMessages', 'updatedAt']));
    expect(ticket.example).toMatchObject({ id: expect.any(Number), status: 'open', tags: expect.any(Array) });
    expect(s.paths['/tickets/{id}'].get.responses['200'].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/Ticket' });
    expect(s.paths['/tickets'].post.responses['201'].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/Ticket' });
    expect(s.components.schemas.QueueOptionNode.properties.children.items).toEqual({ $ref: '#/components/schemas/QueueOptionNode' });
    expect(JSON.stringify(s)).not.toContain('#/$defs/');
    expect(s.paths['/contacts/export'].get.responses['200'].content).toEqual({ 'text/csv': { schema: { type: 'string', format: 'binary' } } });
  });

  test('Hono path syntax (regex constraints, nested braces, optional params) becomes templates with patterns', () => {
    expect(openApiPath('/tickets/:ticketId')).toEqual({ path: '/tickets/{ticketId}', params: [{ name: 'ticketId', pattern: undefined, optional: false }] });
    expect(openApiPath('/a/:id{[0-9]+}/b/:code{\\d{1,3}}')).toEqual({
      path: '/a/{id}/b/{code}',
      params: [
        { name: 'id', pattern: '[0-9]+', optional: false },
        { name: 'code', pattern: '\\d{1,3}', optional: false },
      ],
    });
    expect(openApiPath('/files/:name?').path).toBe('/files/{name}');
    expect(openApiPath('/x:y/plain').path).toBe('/x:y/plain');

    const app = new Hono()
      .get('/things/:id{[0-9]+}', doc({ summary: 'one thing' }), (c) => c.json({}))
      .get('/things/:id{[0-9]+}/parts/:part', doc({ summary: 'a part' }), v('param', z.object({ id: z.coerce.number(), part: z.enum(['a', 'b']) })), (c) => c.json({}));
    const out = buildOpenApi(app, { title: 't', version: '1', serverUrl: 'http://x' }) as any;
    expect(Object.keys(out.paths).sort()).toEqual(['/things/{id}', '/things/{id}/parts/{part}']);
    expect(out.paths['/things/{id}'].get.parameters).toEqual([{ name: 'id', in: 'path', required: true, schema: { type: 'string', pattern: '^(?:[0-9]+)$' } }]);
    const parts = out.paths['/things/{id}/parts/{part}'].get.parameters;
    expect(parts.map((p: any) => p.name).sort()).toEqual(['id', 'part']);
    expect(parts.find((p: any) => p.name === 'id').schema.pattern).toBe('^(?:[0-9]+)$');
    expect(parts.find((p: any) => p.name === 'part').schema.enum).toEqual(['a', 'b']);
  });
});

describe('API reference page', () => {
  test('/docs answers HTML that loads the Swagger UI assets', async () => {
    const r = await testApp().request('/docs');
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toContain('text/html');
    const html = await r.text();
    expect(html).toContain('/docs/assets/swagger-ui-bundle.js');
    expect(html).toContain('/docs/assets/swagger-ui.css');
    expect(html).toContain('/openapi.json');
  });

  test('the Swagger UI bundle and stylesheet are served', async () => {
    const js = await testApp().request('/docs/assets/swagger-ui-bundle.js');
    expect(js.status).toBe(200);
    expect(js.headers.get('content-type')).toContain('javascript');
    expect((await js.text()).length).toBeGreaterThan(1000);
    const css = await testApp().request('/docs/assets/swagger-ui.css');
    expect(css.status).toBe(200);
    expect(css.headers.get('content-type')).toContain('text/css');
  });

  const traversals = [
    '/docs/assets/../package.json',
    '/docs/assets/..%2Fpackage.json',
    '/docs/assets/%2E%2E%2Fpackage.json',
    '/docs/assets/%2e%2e%2f%2e%2e%2f%2e%2e%2fpackage.json',
    '/docs/assets/..%5Cpackage.json',
    '/docs/assets/.',
    '/docs/assets/...',
    '/docs/assets/%2F',
    '/docs/assets/%2Fetc%2Fpasswd',
    '/docs/assets/package.json',
    '/docs/assets/index.html',
    '/docs/assets/.swagger-ui-bundle.js',
    '/docs/assets/swagger-ui-bundle.js%00.png',
    '/docs/assets/nope.js',
  ];
  test.each(traversals)('%s answers 404', async (path) => {
    const r = await testApp().request(path);
    expect(r.status).toBe(404);
    expect(await r.text()).not.toContain('"name": "swagger-ui-dist"');
  });

  test('a bare dot-dot segment resolves to the reference page itself (URL normalisation), not to a file', async () => {
    for (const path of ['/docs/assets/..', '/docs/assets/%2E%2E']) {
      const r = await testApp().request(path);
      expect(r.headers.get('content-type')).toContain('text/html');
      expect(await r.text()).toContain('SwaggerUIBundle');
    }
  });

  test('raw dot segments sent to a real server answer 404 too', async () => {
    const server = Bun.serve({ port: 0, hostname: '127.0.0.1', fetch: (req) => testApp().fetch(req) });
    try {
      for (const path of ['/docs/assets/../package.json', '/docs/assets/../../package.json', '/docs/assets/%2e%2e/package.json']) {
        const head = await rawGet(server.port!, path);
        expect({ path, status: head.split(' ')[1] }).toEqual({ path, status: '404' });
      }
    } finally {
      server.stop(true);
    }
  });
});

/** Sends the path byte for byte (fetch would normalise the dot segments away) and returns the status line. */
function rawGet(port: number, path: string) {
  return new Promise<string>((resolve, reject) => {
    let buf = '';
    Bun.connect({
      hostname: '127.0.0.1',
      port,
      socket: {
        open(s) {
          s.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
        },
        data(_s, chunk) {
          buf += chunk.toString();
        },
        close() {
          resolve(buf.split('\r\n')[0]);
        },
        error(_s, e) {
          reject(e);
        },
      },
    }).catch(reject);
  });
}
