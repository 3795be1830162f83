/** A failed API call: `error` is the catalogue code the UI translates (`errors:<code>`); unknown codes are shown raw. */
export class ApiError extends Error {
  readonly status: number;
  readonly error: string;
  readonly body: unknown;
  constructor(status: number, error: string, message?: string, body?: unknown) {
    super(message || error);
    this.name = 'ApiError';
    this.status = status;
    this.error = error;
    this.body = body;
  }
}

/** Code used when the API could not be reached at all (no HTTP answer). */
export const ERR_NETWORK = 'ERR_NETWORK';

export const isApiError = (e: unknown): e is ApiError => e instanceof Error && (e as ApiError).name === 'ApiError' && typeof (e as ApiError).error === 'string';
