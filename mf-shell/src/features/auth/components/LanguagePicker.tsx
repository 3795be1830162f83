import { useTranslation } from 'react-i18next';
import { languages, normalizeLanguage, type Language } from '@zapdesk/i18n/core';
import { DropdownMenu, DropdownMenuContent, DropdownMenuLabel, DropdownMenuRadioGroup, DropdownMenuRadioItem, DropdownMenuTrigger } from '@zapdesk/ui';
import { LanguageButton } from './LanguageButton';

export type LanguagePickerProps = { className?: string; variant?: 'ghost' | 'outline'; defaultOpen?: boolean; onChoose(lang: Language): void };

/** The pt / en / es menu (core.md §1) itself: what choosing does is the caller's. */
export function LanguagePicker({ className, variant = 'ghost', defaultOpen, onChoose }: LanguagePickerProps) {
  const { t, i18n } = useTranslation();
  const current = normalizeLanguage(i18n.language) ?? 'pt';
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <LanguageButton className={className} variant={variant} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>{t('language')}</DropdownMenuLabel>
        <DropdownMenuRadioGroup value={current} onValueChange={(v) => onChoose(v as Language)}>
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
