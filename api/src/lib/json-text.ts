import type { Context, TypedResponse } from 'hono';

/** A body already serialised as JSON, answered as is and typed for the RPC client as the `T` it holds. */
export const jsonText = <T>(c: Context, text: string) => c.body(text, 200, { 'Content-Type': 'application/json' }) as unknown as Response & TypedResponse<T, 200, 'json'>;
