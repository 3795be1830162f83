import { useTranslation } from 'react-i18next';
import { ChevronDownIcon, ListFilterIcon } from 'lucide-react';
import { Button, DropdownMenu, DropdownMenuCheckboxItem, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator, DropdownMenuTrigger } from '@zapdesk/ui';
import type { TicketQueue } from '@zapdesk/contracts';

/** Multi-select of queues; none selected = every queue the user sees. */
export function QueueFilter({ queues, value, onChange }: { queues: TicketQueue[]; value: number[]; onChange(ids: number[]): void }) {
  const { t } = useTranslation('kanban');
  const toggle = (id: number, on: boolean) => onChange(on ? [...value, id] : value.filter((x) => x !== id));
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" data-testid="kanban-queue-filter">
          <ListFilterIcon /> {value.length ? t('queuesSelected', { count: value.length }) : t('allQueues')} <ChevronDownIcon className="opacity-60" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="min-w-52">
        <DropdownMenuLabel>{t('queues')}</DropdownMenuLabel>
        {queues.map((q) => (
          <DropdownMenuCheckboxItem key={q.id} checked={value.includes(q.id)} onCheckedChange={(on) => toggle(q.id, on === true)} onSelect={(e) => e.preventDefault()} data-testid="kanban-queue-option">
            <span className="size-2.5 shrink-0 rounded-full" style={{ backgroundColor: q.color }} aria-hidden />
            {q.name}
          </DropdownMenuCheckboxItem>
        ))}
        {value.length > 0 && (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuItem onSelect={() => onChange([])}>{t('clearQueues')}</DropdownMenuItem>
          </>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
