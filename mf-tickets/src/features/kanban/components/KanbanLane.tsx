import { useTranslation } from 'react-i18next';
import { useDroppable } from '@dnd-kit/core';
import { cn, contrastText } from '@zapdesk/ui';
import type { Ticket } from '@zapdesk/contracts';
import type { Lane } from '../utils/kanban-types';
import { KanbanCard } from './KanbanCard';

/** A lane: header in the tag's colour (the first lane in the neutral one), its count, and its cards. */
export function KanbanLane({ lane, onOpen }: { lane: Lane; onOpen(ticket: Ticket): void }) {
  const { t } = useTranslation('kanban');
  const { setNodeRef, isOver } = useDroppable({ id: lane.key, data: { tag: lane.tag } });
  const color = lane.tag?.color;
  const title = lane.tag?.name ?? t('open');
  return (
    <section
      ref={setNodeRef}
      className={cn('bg-muted/50 flex h-full w-72 shrink-0 flex-col overflow-hidden rounded-xl border transition-colors', isOver && 'border-primary bg-primary/5 ring-primary/30 ring-2')}
      aria-label={title}
      data-testid="kanban-lane"
      data-lane={lane.key}
    >
      <header
        className={cn('flex items-center justify-between gap-2 px-3 py-2.5', !color && 'bg-muted')}
        style={color ? { backgroundColor: color, color: contrastText(color) } : undefined}
      >
        <h2 className="truncate text-sm font-semibold" data-testid="kanban-lane-title">
          {title}
        </h2>
        <span className="rounded-full bg-black/10 px-2 py-0.5 text-xs font-medium tabular-nums dark:bg-white/15" title={t('cardCount', { count: lane.tickets.length })} data-testid="kanban-lane-count">
          {lane.tickets.length}
        </span>
      </header>
      <div className="flex min-h-0 flex-1 flex-col gap-2 overflow-y-auto p-2">
        {lane.tickets.map((ticket) => (
          <KanbanCard key={ticket.id} ticket={ticket} onOpen={onOpen} />
        ))}
        {lane.tickets.length === 0 && <p className="text-muted-foreground rounded-lg border border-dashed p-4 text-center text-xs">{t('emptyLane')}</p>}
      </div>
    </section>
  );
}
