import { expect, test } from 'bun:test';
import { isOperationError } from './is-operation-error';

/** The shape of packages/client's ApiError (status 0 = the network failed). */
const apiError = (status: number, error: string) => Object.assign(new Error(error), { status, error });

test('a 4xx answer is a refused operation; a 5xx, a network failure or anything else is not', () => {
  expect(isOperationError(apiError(400, 'ERR_VALIDATION'))).toBe(true);
  expect(isOperationError(apiError(409, 'ERR_PLAN_IN_USE'))).toBe(true);
  expect(isOperationError(apiError(500, 'ERR_INTERNAL_SERVER_ERROR'))).toBe(false);
  expect(isOperationError(apiError(0, 'ERR_NETWORK'))).toBe(false);
  expect(isOperationError(new Error('boom'))).toBe(false);
  expect(isOperationError(null)).toBe(false);
});
