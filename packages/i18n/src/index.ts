import type { i18n as I18n } from 'i18next';
import { initI18nWith } from './core';
import { namespaces, resources, type Namespace } from './resources';

export * from './core';
export { namespaces, resources, type Namespace };

/** Initialises i18next with every built-in namespace (the shell calls it once, before rendering). */
export function initI18n(): Promise<I18n> {
  return initI18nWith(resources, namespaces);
}
