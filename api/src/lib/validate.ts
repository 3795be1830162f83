import { zValidator } from '@hono/zod-validator';
import type { MiddlewareHandler } from 'hono';
import type { ZodType } from 'zod';
import { AppError } from '@zapdesk/contracts';

type Target = 'json' | 'query' | 'param' | 'form' | 'header' | 'cookie';

/** Route metadata read by the OpenAPI generator from app.routes. */
export type RouteDoc = {
  summary: string;
  tags?: string[];
  auth?: 'none' | 'user' | 'admin' | 'super';
  responses?: Record<number, { description: string; schema?: ZodType }>;
};
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
