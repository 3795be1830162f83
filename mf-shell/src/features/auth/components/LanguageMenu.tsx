import { useApi, useSession } from '@zapdesk/client';
import { changeLanguage, type Language } from '@zapdesk/i18n';
import { toastError } from '@zapdesk/ui';
import { LanguagePicker } from './LanguagePicker';

/** pt / en / es (core.md §1): stored in i18nextLng; when logged in, also POST /users/set-language/{lang}. */
export function LanguageMenu({ className, variant = 'ghost' }: { className?: string; variant?: 'ghost' | 'outline' }) {
  const api = useApi();
  const { status, user, setUser } = useSession();

  const choose = async (lang: Language) => {
    await changeLanguage(lang);
    if (status === 'authenticated' && user) {
      try {
        await api.rpc.auth.users['set-language'][':lang'].$post({ param: { lang } });
        setUser({ ...user, language: lang });
      } catch (e) {
        toastError(e);
      }
    }
  };

  return <LanguagePicker className={className} variant={variant} onChoose={(lang) => void choose(lang)} />;
}
