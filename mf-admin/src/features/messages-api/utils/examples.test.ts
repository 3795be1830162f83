import { describe, expect, test } from 'bun:test';
import { maskToken, sendExamples, testFormErrors } from './examples';

describe('messages API page utils', () => {
  test('examples carry this server’s URL and the token', () => {
    const x = sendExamples('http://api.example:8080/', 'tok123');
    expect(x.url).toBe('http://api.example:8080/api/messages/send');
    expect(x.curlText).toContain("-H 'Authorization: Bearer tok123'");
    expect(x.curlMedia).toContain("-F 'medias=@");
    expect(x.jsMedia).toContain("form.append('medias', file)");
  });
  test('tokens are masked to their ends', () => {
    expect(maskToken('abcd1234efgh5678')).toBe('abcd••••5678');
    expect(maskToken('short')).toBe('••••');
  });
  test('the test forms require token, number and body, and a file for media', () => {
    expect(testFormErrors({ token: '', number: ' ', body: '' }, false)).toEqual({ token: 'required', number: 'required', body: 'required' });
    expect(testFormErrors({ token: 't', number: '1', body: 'b', file: null }, true)).toEqual({ file: 'fileRequired' });
    expect(testFormErrors({ token: 't', number: '1', body: 'b' }, false)).toEqual({});
  });
});
