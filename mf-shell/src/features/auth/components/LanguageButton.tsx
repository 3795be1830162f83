import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguagesIcon } from 'lucide-react';
import { normalizeLanguage } from '@zapdesk/i18n/core';
import { Button, cn } from '@zapdesk/ui';

/** The language menu's button: the language in use, with the languages icon. */
export function LanguageButton({ className, variant = 'ghost', ...props }: { variant?: 'ghost' | 'outline' } & ComponentProps<'button'>) {
  const { t, i18n } = useTranslation();
  const current = normalizeLanguage(i18n.language) ?? 'pt';
  return (
    <Button variant={variant} size="sm" className={cn('gap-1.5', className)} aria-label={t('language')} data-testid="language-menu" {...props}>
      <LanguagesIcon />
      <span className="uppercase">{current}</span>
    </Button>
  );
}
