// The language machinery without any texts: the stand-alone login page (mf-shell/src/login.tsx) loads
// only its own namespaces through it; the full index adds every built-in namespace.
import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { languages, type Language } from '@zapdesk/contracts/constants';
export { languages, type Language };

/** Where the language choice is kept (core.md §1). */
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';
export const DEFAULT_LANGUAGE: Language = 'pt';

/** 'pt-BR', 'en-US', 'es' … → one of ours, else null. */
export function normalizeLanguage(value: string | null | undefined): Language | null {
  if (!value) return null;
  const base = value.toLowerCase().split(/[-_]/)[0];
  return (languages as readonly string[]).includes(base) ? (base as Language) : null;
}

export function storedLanguage(): Language {
  try {
    return normalizeLanguage(localStorage.getItem(LANGUAGE_STORAGE_KEY)) ?? DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

let initialized: Promise<I18n> | null = null;

/**
 * Initialises the page's one i18next instance with the given resources (called once, before rendering): pt is
 * the default and the fallback; the choice is read from and written to localStorage `i18nextLng`.
 */
export function initI18nWith(resources: Resource, ns: readonly string[]): Promise<I18n> {
  initialized ??= i18next
    .use(initReactI18next)
    .init({
      resources,
      lng: storedLanguage(),
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...languages],
      ns: [...ns],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
    })
    .then(() => {
      const sync = (lng: string) => {
        const lang = normalizeLanguage(lng) ?? DEFAULT_LANGUAGE;
        try {
          localStorage.setItem(LANGUAGE_STORAGE_KEY, lang);
        } catch {
          /* private mode */
        }
        if (typeof document !== 'undefined') document.documentElement.lang = lang === 'pt' ? 'pt-BR' : lang;
      };
      sync(i18next.language);
      i18next.on('languageChanged', sync);
      return i18next;
    });
  return initialized;
}

/** Changes the interface language (and stores it); the server side is the caller's (POST /users/set-language/{lang}). */
export async function changeLanguage(lang: Language) {
  await i18next.changeLanguage(lang);
}

/** A remote adds its own namespace: `registerTranslations('campaigns', { pt: {...}, en: {...}, es: {...} })`. */
export function registerTranslations(ns: string, texts: Partial<Record<Language, Record<string, unknown>>>) {
  for (const [lng, res] of Object.entries(texts)) {
    if (res) i18next.addResourceBundle(lng, ns, res, true, true);
  }
}

/**
 * Text of a failed call for a toast (core.md §8): the translation of its catalogue code when one exists,
 * otherwise the raw text (the code, or the server message when there is no code).
 */
export function errorText(err: unknown): string {
  const code = typeof (err as { error?: unknown })?.error === 'string' ? (err as { error: string }).error : null;
  if (code && i18next.exists(`errors:${code}`)) return i18next.t(`errors:${code}`);
  if (code) return code;
  if (err instanceof Error && err.message) return err.message;
  return typeof err === 'string' ? err : i18next.t('errors:ERR_INTERNAL_SERVER_ERROR');
}

export { i18next };
