import { useTranslation } from 'react-i18next';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@zapdesk/ui';
import type { TicketQueue } from '@zapdesk/contracts';

const NONE = 'none';

/** A queue picker; `allowNone` adds a "no queue" choice (admins creating a ticket). */
export function QueueSelect({ queues, value, onChange, allowNone, invalid, testId }: { queues: TicketQueue[]; value: number | null; onChange(id: number | null): void; allowNone?: boolean; invalid?: boolean; testId: string }) {
  const { t } = useTranslation('tickets');
  return (
    <Select value={value ? String(value) : allowNone ? NONE : ''} onValueChange={(v) => onChange(v === NONE ? null : Number(v))}>
      <SelectTrigger aria-invalid={invalid || undefined} data-testid={testId}>
        <SelectValue placeholder={t('dialogs.selectQueue')} />
      </SelectTrigger>
      <SelectContent>
        {allowNone && <SelectItem value={NONE}>{t('noQueue')}</SelectItem>}
        {queues.map((q) => (
          <SelectItem key={q.id} value={String(q.id)} data-testid={`${testId}-option`}>
            <span className="size-2.5 rounded-full" style={{ backgroundColor: q.color }} />
            {q.name}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
