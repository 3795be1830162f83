import { zValidator } from '@hono/zod-validator';
import type { MiddlewareHandler } from 'hono';
import type { ZodType } from 'zod';
import { AppError } from '@zapdesk/contracts';

type Target = 'json' | 'query' | 'param' | 'form' | 'header' | 'cookie';

/**
 * An answer of a route: a JSON body described by a contract schema (@zapdesk/contracts), or another
 * content type (a file, a CSV), or no body.
 */
export type ResponseDoc = { description: string; schema?: ZodType; contentType?: string };

/** Route metadata read by the OpenAPI generator (and the test kit's response check) from app.routes. */
export type RouteDoc = {
  summary: string;
  tags?: string[];
  /** `connection`: the external API, authenticated by a connection's token instead of a user's. */
  auth?: 'none' | 'user' | 'admin' | 'super' | 'connection';
  responses?: Record<number, ResponseDoc>;
  /** Longer prose for the documentation (Markdown). */
  description?: string;
  /** The error codes the route answers, by status (documented as the responses' descriptions). */
  errors?: Record<number, string[]>;
  /** The request bodies as documented, by content type, with examples (when the validators do not say it all). */
  requestBody?: Record<string, { schema?: Record<string, unknown>; examples?: Record<string, { summary: string; value: unknown }> }>;
};

/** `responses` of a route answering JSON: `json(Ticket, 'The ticket')`, or `json(Ticket, 'Created', 201)`. */
export const json = (schema: ZodType, description: string, status = 200): Record<number, ResponseDoc> => ({ [status]: { description, schema } });
export const DOC = Symbol('openapi-doc');
export const VALIDATED = Symbol('openapi-validated');

export function fieldErrors(issues: { path: PropertyKey[]; message: string }[]) {
  const fields: Record<string, string> = {};
  for (const i of issues) fields[i.path.map(String).join('.') || '_'] ??= i.message;
  return fields;
}

/** zod validation on one part of the request; failures answer 400 ERR_VALIDATION with field errors. */
export function v<T extends ZodType, K extends Target>(target: K, schema: T) {
  const mw = zValidator(target, schema, (result) => {
    if (!result.success) {
      const fields = fieldErrors(result.error.issues);
      throw new AppError('ERR_VALIDATION', `invalid ${target}: ${Object.entries(fields).map(([k, m]) => `${k}: ${m}`).join('; ')}`, { fields });
    }
  });
  (mw as any)[VALIDATED] = { target, schema };
  return mw;
}

/** Describes a route for /openapi.json; a no-op at request time (not even an extra async frame). */
export function doc(d: RouteDoc): MiddlewareHandler {
  const mw: MiddlewareHandler = (_c, next) => next();
  (mw as any)[DOC] = d;
  return mw;
}
