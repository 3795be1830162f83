import { useState } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { DndContext, DragOverlay, KeyboardSensor, MouseSensor, TouchSensor, pointerWithin, rectIntersection, useSensor, useSensors, type CollisionDetection, type DragEndEvent, type DragStartEvent } from '@dnd-kit/core';
import { TagIcon } from 'lucide-react';
import { useSession } from '@zapdesk/client';
import { Button, Label, Skeleton, Switch } from '@zapdesk/ui';
import { useUserQueues } from '../../ticket/hooks/useUserQueues';
import { useKanbanBoard } from '../hooks/useKanbanBoard';
import type { Ticket } from '@zapdesk/contracts';
import type { LaneTag } from '../utils/kanban-types';
import { KanbanCardBody } from './KanbanCard';
import { KanbanLane } from './KanbanLane';
import { QueueFilter } from './QueueFilter';

/** Lanes under the pointer first; keyboard drags (no pointer) fall back to overlapping rectangles. */
const collision: CollisionDetection = (args) => {
  const hits = pointerWithin(args);
  return hits.length ? hits : rectIntersection(args);
};

function KanbanBoard() {
  const { t } = useTranslation('kanban');
  const navigate = useNavigate();
  const { isAdmin } = useSession();
  const [showAll, setShowAll] = useState(true);
  const [queueFilter, setQueueFilter] = useState<number[]>([]);
  const queues = useUserQueues();
  const board = useKanbanBoard({ showAll, queueFilter });
  const [dragged, setDragged] = useState<Ticket | null>(null);
  // Mouse drags start after a few pixels; touch drags after a press, so a swipe still scrolls the lane.
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 8 } }),
    useSensor(KeyboardSensor),
  );

  const onDragStart = (e: DragStartEvent) => setDragged((e.active.data.current?.ticket as Ticket | undefined) ?? null);
  const onDragEnd = (e: DragEndEvent) => {
    setDragged(null);
    const ticket = e.active.data.current?.ticket as Ticket | undefined;
    if (!ticket || !e.over) return;
    void board.move(ticket.id, (e.over.data.current?.tag as LaneTag | null | undefined) ?? null);
  };
  // dnd-kit swallows the click that ends a drag, so a click here is always an "open".
  const open = (ticket: Ticket) => void navigate({ to: `/tickets/${ticket.uuid}` });

  return (
    <div className="flex h-full min-h-0 flex-col gap-4 p-4 sm:p-6" data-testid="kanban-page">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h1 className="text-2xl font-semibold">{t('title')}</h1>
        <div className="flex flex-wrap items-center gap-3">
          {isAdmin && (
            <div className="flex items-center gap-2">
              <Switch id="kanban-show-all" checked={showAll} onCheckedChange={setShowAll} data-testid="kanban-show-all" />
              <Label htmlFor="kanban-show-all">{t('showAll')}</Label>
            </div>
          )}
          {queues && queues.length > 0 && <QueueFilter queues={queues} value={queueFilter} onChange={setQueueFilter} />}
          <Button variant="outline" asChild>
            <Link to="/tags">
              <TagIcon /> {t('manageTags')}
            </Link>
          </Button>
        </div>
      </div>
      {board.laneTags && board.laneTags.length === 0 && <p className="text-muted-foreground text-sm" data-testid="kanban-no-lanes">{t('noLanes')}</p>}
      <div className="min-h-0 flex-1 overflow-x-auto overflow-y-hidden pb-2" data-testid="kanban-board">
        {board.lanes ? (
          <DndContext sensors={sensors} collisionDetection={collision} onDragStart={onDragStart} onDragEnd={onDragEnd} onDragCancel={() => setDragged(null)}>
            <div className="flex h-full gap-3">
              {board.lanes.map((lane) => (
                <KanbanLane key={lane.key} lane={lane} onOpen={open} />
              ))}
            </div>
            <DragOverlay dropAnimation={null}>{dragged && <div className="w-[17rem] cursor-grabbing"><KanbanCardBody ticket={dragged} overlay /></div>}</DragOverlay>
          </DndContext>
        ) : (
          <div className="flex h-full gap-3">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-full w-72 shrink-0 rounded-xl" />
            ))}
          </div>
        )}
      </div>
    </div>
  );
}

/** /kanban (admin-automation.md §2); the shell's route lets it open only when the company plan has useKanban. */
export function KanbanPage() {
  return <KanbanBoard />;
}
