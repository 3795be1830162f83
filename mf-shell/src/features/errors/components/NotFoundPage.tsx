import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { CompassIcon } from 'lucide-react';
import { Button } from '@zapdesk/ui';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-[60vh] flex-col items-center justify-center gap-3 p-8 text-center" data-testid="not-found">
      <CompassIcon className="text-muted-foreground size-12" />
      <h1 className="text-xl font-semibold">{t('notFound.title')}</h1>
      <p className="text-muted-foreground text-sm">{t('notFound.text')}</p>
      <Button asChild variant="outline">
        <Link to="/">{t('notFound.home')}</Link>
      </Button>
    </div>
  );
}
