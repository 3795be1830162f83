/**
 * Whether the server refused the operation for its content (bad or duplicate data, a record in use: a 4xx answer)
 * rather than failed; read from the API error's `status` (packages/ui does not import the API client).
 */
export function isOperationError(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 500;
}
