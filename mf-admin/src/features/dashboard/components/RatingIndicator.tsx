import { useTranslation } from 'react-i18next';
import { FrownIcon, LaughIcon, MinusIcon, SmileIcon } from 'lucide-react';
import { cn } from '@zapdesk/ui';
import { ratingLevel } from '../utils/rating-level';

const looks = {
  1: { icon: FrownIcon, className: 'text-destructive' },
  2: { icon: SmileIcon, className: 'text-amber-500 dark:text-amber-400' },
  3: { icon: LaughIcon, className: 'text-primary' },
} as const;

/** An attendant's rating: the level's icon and label (1 unsatisfied, 2 satisfied, 3 very satisfied), the average and how many. */
export function RatingIndicator({ average, count }: { average: number; count: number }) {
  const { t, i18n } = useTranslation('dashboard');
  const level = ratingLevel(average, count);
  if (!level)
    return (
      <span className="text-muted-foreground inline-flex items-center gap-1.5" data-testid="rating" data-level={0}>
        <MinusIcon className="size-4" />
        {t('attendants.noRating')}
      </span>
    );
  const { icon: Icon, className } = looks[level];
  const avg = new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(average);
  return (
    <span className="inline-flex items-center gap-1.5" data-testid="rating" data-level={level} title={t('attendants.ratingCount', { count })}>
      <Icon className={cn('size-5', className)} aria-hidden />
      <span className="font-medium">{t(`ratings.${level}`)}</span>
      <span className="text-muted-foreground tabular-nums">
        {avg} · {t('attendants.ratingCount', { count })}
      </span>
    </span>
  );
}
