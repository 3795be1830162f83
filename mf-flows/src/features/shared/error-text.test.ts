import { expect, test } from 'bun:test';
import i18next from 'i18next';
import { en, es, pt } from '@zapdesk/i18n/locales/flows';
import { translationGaps } from '@zapdesk/i18n/translation-gaps';
import { errorText, issuesToFields } from './error-text';

test('the flows namespace has every text in pt, en and es, none empty', () => {
  expect(translationGaps({ pt, en, es })).toEqual([]);
});

test("the contract's messages are said in the user's language; unknown ones pass as they are", async () => {
  const i18n = i18next.createInstance();
  await i18n.init({ lng: 'es', resources: { pt: { flows: pt }, en: { flows: en }, es: { flows: es } }, interpolation: { escapeValue: false } });
  const t = i18n.getFixedT('es', 'flows') as any;
  expect(errorText(t, 'Máximo de tempo atingido 120 segundos')).toBe('Tiempo máximo alcanzado: 120 segundos');
  expect(errorText(t, 'option 2 leads nowhere: connect it to a block')).toBe('La opción 2 no lleva a ningún bloque: conéctela a un bloque');
  expect(errorText(t, 'something else')).toBe('something else');
  expect(issuesToFields([{ path: ['label'], message: 'a' }, { path: ['label'], message: 'b' }, { path: ['arrayOption', 0, 'value'], message: 'c' }])).toEqual({ label: 'a', 'arrayOption.0.value': 'c' });
});
