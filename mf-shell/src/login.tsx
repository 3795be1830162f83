// The stand-alone login page: what a cold load of /login gets (api/src/web.ts serves login.html). It has no
// router, no Module Federation runtime and only the auth, common and errors texts, so the first page a visitor
// downloads stays small (issue 5's budget; bench/web.ts prints it). Logging in stores the session exactly as
// the shell does and loads the shell at /tickets; the shell's own /login route shows the same form in-app.
import './styles.css';
import { Suspense, lazy, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { createRoot } from 'react-dom/client';
import { useTranslation } from 'react-i18next';
import { createApiClient } from '@zapdesk/client/api/create-api-client';
import { call } from '@zapdesk/client/api/rpc';
import { readToken } from '@zapdesk/client/storage';
import { persistSession } from '@zapdesk/client/session/persist';
import { changeLanguage, initI18nWith, normalizeLanguage, type Language } from '@zapdesk/i18n/core';
import * as auth from '@zapdesk/i18n/locales/auth';
import * as common from '@zapdesk/i18n/locales/common';
import * as errors from '@zapdesk/i18n/locales/errors';
import { Toaster } from '@zapdesk/ui';
import { loadRuntimeConfig } from './app/runtime-config';
import { LanguageButton } from './features/auth/components/LanguageButton';
import { LoginScreen } from './features/auth/components/LoginForm';

const LanguagePicker = lazy(() => import('./features/auth/components/LanguagePicker').then((m) => ({ default: m.LanguagePicker })));

/** The language menu, whose dropdown is downloaded on the first press (Radix's menu is most of a page's weight). */
function LanguageMenu() {
  const [armed, setArmed] = useState(false);
  if (!armed)
    return (
      <LanguageButton
        variant="outline"
        aria-haspopup="menu"
        onPointerDown={(e: PointerEvent) => e.button === 0 && !e.ctrlKey && (e.preventDefault(), setArmed(true))}
        onKeyDown={(e: KeyboardEvent) => ['Enter', ' ', 'ArrowDown'].includes(e.key) && (e.preventDefault(), setArmed(true))}
      />
    );
  return (
    <Suspense fallback={<LanguageButton variant="outline" />}>
      <LanguagePicker variant="outline" defaultOpen onChoose={(lang: Language) => void changeLanguage(lang)} />
    </Suspense>
  );
}

function FirstPage({ apiUrl }: { apiUrl: string }) {
  const { i18n } = useTranslation('auth');
  const login = async (email: string, password: string) => {
    const api = createApiClient({ baseUrl: apiUrl, getToken: readToken, onRefreshed: persistSession, onSessionLost: () => {} });
    const session = await call(api.rpc.auth.auth.login.$post({ json: { email, password } }));
    persistSession(session);
    // Keep the server's language in step with the one chosen on this screen.
    const lang = normalizeLanguage(i18n.language);
    if (lang && session.user.language !== lang) await api.rpc.auth.users['set-language'][':lang'].$post({ param: { lang } }).catch(() => {});
    location.assign('/tickets');
  };
  const requestPayLink = async (email: string) => {
    const api = createApiClient({ baseUrl: apiUrl, getToken: () => null, onRefreshed: () => {}, onSessionLost: () => {} });
    await api.rpc.invoices['pay-link'].$post({ json: { email } });
  };
  return (
    <>
      <LoginScreen language={<LanguageMenu />} link={(to, props) => <a href={to} {...props} />} login={login} requestPayLink={requestPayLink} />
      <Toaster theme={document.documentElement.classList.contains('dark') ? 'dark' : 'light'} />
    </>
  );
}

async function main() {
  // A stored session belongs to the shell: it restores it (or drops it and shows its own /login).
  if (readToken()) return location.replace('/');
  const ns = ['auth', 'common', 'errors'] as const;
  const texts = { auth, common, errors };
  const resources = Object.fromEntries((['pt', 'en', 'es'] as const).map((lng) => [lng, Object.fromEntries(ns.map((n) => [n, texts[n][lng]]))]));
  const [config] = await Promise.all([loadRuntimeConfig(), initI18nWith(resources, ns)]);
  createRoot(document.getElementById('root')!).render(<FirstPage apiUrl={config.apiUrl} />);
}

void main();
