import { expect, test } from 'bun:test';
import { contactListItemSchema } from './contact-list-item-form';

const schema = contactListItemSchema({ required: 'required', tooShort: 'short', tooLong: 'long', email: 'email', numberShort: 'digits', numberLong: 'digits' });
const issues = (v: { name: string; number: string; email: string }) => (schema.safeParse(v).error?.issues ?? []).map((i) => `${i.path.join('.')}:${i.message}`);

test('an item needs a name of 2 to 50 and a number of 8 to 50 digits; the e-mail is optional but valid', () => {
  expect(issues({ name: 'Ana', number: '(11) 98888-7777', email: '' })).toEqual([]);
  expect(issues({ name: 'Ana', number: '5511988887777', email: 'ana@example.com' })).toEqual([]);
  expect(issues({ name: '', number: '', email: '' })).toEqual(['name:required', 'number:required']);
  expect(issues({ name: 'A', number: '1234-567', email: 'nope' })).toEqual(['name:short', 'number:digits', 'email:email']);
  expect(issues({ name: 'x'.repeat(51), number: '1'.repeat(51), email: '' })).toEqual(['name:long', 'number:digits']);
});
