import { describe, expect, test } from 'bun:test';
import { validateSignupSearch } from './signup-search';

describe('validateSignupSearch', () => {
  test('a whole number, parsed or as text, is kept as a number', () => {
    expect(validateSignupSearch({ companyId: 2 })).toEqual({ companyId: 2 });
    expect(validateSignupSearch({ companyId: '2' })).toEqual({ companyId: 2 });
    expect(validateSignupSearch({ companyId: ' 17 ' })).toEqual({ companyId: 17 });
  });

  test('anything else is dropped', () => {
    for (const companyId of [undefined, null, 'abc', '2x', 2.5, 0, -3, '', true, [2], { id: 2 }, Number.MAX_SAFE_INTEGER + 1]) {
      expect(validateSignupSearch({ companyId })).toEqual({});
    }
    expect(validateSignupSearch({})).toEqual({});
  });
});
