import { expect, test } from 'bun:test';
import { sessionActions } from './session-actions';

test.each([
  ['qrcode', ['qrcode']],
  ['DISCONNECTED', ['tryAgain', 'newQr']],
  ['CONNECTED', ['disconnect']],
  ['PAIRING', ['disconnect']],
  ['TIMEOUT', ['disconnect']],
  ['OPENING', ['connecting']],
  ['SOMETHING_ELSE', []],
])('%s → %p', (status, actions) => {
  expect(sessionActions(status)).toEqual(actions as never);
});
