import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MessageCircleIcon } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@zapdesk/ui';

/**
 * Frame of the public pages: brand, card, language menu and the product version. The menu is passed in: the
 * shell's knows the session, the stand-alone login page's loads its dropdown on first use.
 */
export function AuthLayout({ title, description, children, footer, language }: { title: ReactNode; description?: ReactNode; children: ReactNode; footer?: ReactNode; language: ReactNode }) {
  const { t } = useTranslation('auth');
  return (
    <div className="from-primary/10 via-background to-background relative flex min-h-dvh flex-col items-center justify-center bg-gradient-to-b px-4 py-10">
      <div className="absolute top-3 right-3">
        {language}
      </div>
      <div className="mb-6 flex items-center gap-2">
        <span className="bg-primary text-primary-foreground flex size-10 items-center justify-center rounded-xl shadow">
          <MessageCircleIcon className="size-6" />
        </span>
        <span className="text-2xl font-bold tracking-tight">{t('common:appName')}</span>
      </div>
      <Card className="w-full max-w-md">
        <CardHeader>
          <CardTitle className="text-xl">{title}</CardTitle>
          {description && <CardDescription>{description}</CardDescription>}
        </CardHeader>
        <CardContent>{children}</CardContent>
      </Card>
      {footer && <div className="mt-4 flex flex-col items-center gap-1 text-sm">{footer}</div>}
      <p className="text-muted-foreground mt-6 text-xs" data-testid="version">
        {t('login.version', { version: __APP_VERSION__ })}
      </p>
    </div>
  );
}
