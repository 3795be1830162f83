import { useTranslation } from 'react-i18next';
import { LanguagesIcon } from 'lucide-react';
import { useApi, useSession } from '@zapdesk/client';
import { changeLanguage, languages, normalizeLanguage, type Language } from '@zapdesk/i18n';
import { Button, DropdownMenu, DropdownMenuContent, DropdownMenuLabel, DropdownMenuRadioGroup, DropdownMenuRadioItem, DropdownMenuTrigger, cn, toastError } from '@zapdesk/ui';

/** pt / en / es (core.md §1): stored in i18nextLng; when logged in, also POST /users/set-language/{lang}. */
export function LanguageMenu({ className, variant = 'ghost' }: { className?: string; variant?: 'ghost' | 'outline' }) {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const { status, user, setUser } = useSession();
  const current = normalizeLanguage(i18n.language) ?? 'pt';

  const choose = async (value: string) => {
    const lang = value as Language;
    await changeLanguage(lang);
    if (status === 'authenticated' && user) {
      try {
        await api.post(`/users/set-language/${lang}`);
        setUser({ ...user, language: lang });
      } catch (e) {
        toastError(e);
      }
    }
  };

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant={variant} size="sm" className={cn('gap-1.5', className)} aria-label={t('language')} data-testid="language-menu">
          <LanguagesIcon />
          <span className="uppercase">{current}</span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>{t('language')}</DropdownMenuLabel>
        <DropdownMenuRadioGroup value={current} onValueChange={choose}>
          {languages.map((lng) => (
            <DropdownMenuRadioItem key={lng} value={lng} data-testid={`language-${lng}`}>
              {t(`languages.${lng}`)}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
