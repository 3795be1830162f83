import { Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useApi, useZapdesk } from '@zapdesk/client';
import { normalizeLanguage } from '@zapdesk/i18n';
import { LanguageMenu } from './LanguageMenu';
import { LoginScreen } from './LoginForm';

/**
 * /login inside the running shell (after a logout, a session end or a link from another public page). A cold
 * load of /login gets the stand-alone login page instead (src/login.tsx), which shows the same form.
 */
export function LoginPage() {
  const { i18n } = useTranslation('auth');
  const zapdesk = useZapdesk();
  const api = useApi();
  const navigate = useNavigate();

  const login = async (email: string, password: string) => {
    const user = await zapdesk.login(email, password);
    // Keep the server's language in step with the one chosen on this screen.
    const lang = normalizeLanguage(i18n.language);
    if (lang && user.language !== lang) void api.rpc.auth.users['set-language'][':lang'].$post({ param: { lang } }).catch(() => {});
    await navigate({ to: '/tickets' });
  };

  const requestPayLink = async (email: string) => void (await api.rpc.invoices['pay-link'].$post({ json: { email } }));

  return <LoginScreen language={<LanguageMenu variant="outline" />} link={(to, props) => <Link to={to} {...props} />} login={login} requestPayLink={requestPayLink} />;
}
