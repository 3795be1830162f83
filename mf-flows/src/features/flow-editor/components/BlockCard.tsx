import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Handle, Position, type NodeProps } from '@xyflow/react';
import { BotIcon, BrainCircuitIcon, ClockIcon, CopyIcon, FileAudioIcon, FileVideoIcon, GitBranchIcon, ImageIcon, LayersIcon, ListIcon, MessageCircleQuestionIcon, MessageSquareIcon, PlayIcon, ShuffleIcon, TicketIcon, Trash2Icon, SplitIcon } from 'lucide-react';
import { cn } from '@zapdesk/ui';
import { errorText } from '../../shared/error-text';
import { useBlockErrors, useBlockStats, useBus } from '../utils/editor-bus';
import type { BlockType, FlowNode } from '../utils/graph';

export const blockIcons: Record<BlockType, ReactNode> = {
  start: <PlayIcon />,
  message: <MessageSquareIcon />,
  content: <LayersIcon />,
  menu: <ListIcon />,
  randomizer: <ShuffleIcon />,
  interval: <ClockIcon />,
  ticket: <TicketIcon />,
  typebot: <BotIcon />,
  openai: <BrainCircuitIcon />,
  question: <MessageCircleQuestionIcon />,
  condition: <SplitIcon />,
  img: <ImageIcon />,
  audio: <FileAudioIcon />,
  video: <FileVideoIcon />,
};
/** The accent of each block type (the icon's chip). */
const accents: Record<BlockType, string> = {
  start: 'bg-emerald-500/15 text-emerald-600 dark:text-emerald-400',
  message: 'bg-sky-500/15 text-sky-600 dark:text-sky-400',
  content: 'bg-indigo-500/15 text-indigo-600 dark:text-indigo-400',
  menu: 'bg-violet-500/15 text-violet-600 dark:text-violet-400',
  randomizer: 'bg-amber-500/15 text-amber-600 dark:text-amber-400',
  interval: 'bg-orange-500/15 text-orange-600 dark:text-orange-400',
  ticket: 'bg-rose-500/15 text-rose-600 dark:text-rose-400',
  typebot: 'bg-cyan-500/15 text-cyan-600 dark:text-cyan-400',
  openai: 'bg-teal-500/15 text-teal-600 dark:text-teal-400',
  question: 'bg-fuchsia-500/15 text-fuchsia-600 dark:text-fuchsia-400',
  condition: 'bg-lime-500/15 text-lime-700 dark:text-lime-400',
  img: 'bg-pink-500/15 text-pink-600 dark:text-pink-400',
  audio: 'bg-purple-500/15 text-purple-600 dark:text-purple-400',
  video: 'bg-red-500/15 text-red-600 dark:text-red-400',
};

const handleClass = '!size-3 !border-2 !border-background !bg-primary';
const fileName = (url: unknown) => (typeof url === 'string' ? url.split('/').pop() : '') || '—';

/** The body of a card: what the block sends or does, and its ways out (handles) where they start. */
function Body({ type, data }: { type: BlockType; data: Record<string, any> }) {
  const { t } = useTranslation('flows');
  const bus = useBus();
  const text = 'text-sm whitespace-pre-wrap break-words line-clamp-4';
  switch (type) {
    case 'start':
      return <p className="text-muted-foreground text-sm">{data.label || t('blocks.startLabel')}</p>;
    case 'message':
      return <p className={text}>{data.label}</p>;
    case 'interval':
      return <p className="text-sm">{t('blocks.intervalLabel', { sec: data.sec })}</p>;
    case 'menu':
      return (
        <div className="flex flex-col gap-1.5">
          <p className={text}>{data.message}</p>
          {(data.arrayOption as { number: number; value: string }[] | undefined)?.map((o) => (
            <div key={o.number} className="bg-muted relative rounded-md px-2 py-1 pr-4 text-xs" data-testid="block-option">
              <span className="font-semibold">[{o.number}]</span> {o.value}
              <Handle type="source" id={`a${o.number}`} position={Position.Right} className={cn(handleClass, '!-right-[18px]')} data-testid={`handle-a${o.number}`} />
            </div>
          ))}
        </div>
      );
    case 'randomizer':
    case 'condition': {
      const first = type === 'randomizer' ? `${data.percent ?? 0}%` : t('editor.yes');
      const second = type === 'randomizer' ? `${100 - Number(data.percent ?? 0)}%` : t('editor.no');
      return (
        <div className="flex flex-col gap-1.5">
          {type === 'condition' && (
            <p className="text-sm">
              <code>{data.key}</code> {t(`dialogs.operators.${data.condition as 'equals'}`)} <code>{data.value}</code>
            </p>
          )}
          {[
            ['a', first],
            ['b', second],
          ].map(([id, label]) => (
            <div key={id} className="bg-muted relative rounded-md px-2 py-1 text-xs">
              {label}
              <Handle type="source" id={id} position={Position.Right} className={cn(handleClass, '!-right-[18px]')} data-testid={`handle-${id}`} />
            </div>
          ))}
        </div>
      );
    }
    case 'ticket':
      return <p className="text-sm font-medium">{data.data?.name ?? bus.actions.queueName(Number(data.data?.id)) ?? t('editor.noQueue')}</p>;
    case 'question':
      return (
        <div className="flex flex-col gap-1">
          <p className={text}>{data.typebotIntegration?.message}</p>
          <code className="bg-muted w-fit rounded px-1.5 py-0.5 text-xs">{`{{${data.typebotIntegration?.answerKey ?? ''}}}`}</code>
        </div>
      );
    case 'openai':
      return <p className="text-sm">{data.typebotIntegration?.name}</p>;
    case 'typebot':
      return <p className="text-muted-foreground text-sm">{data.typebotIntegration?.name || t('types.typebot')}</p>;
    case 'img':
    case 'video':
      return <p className="text-muted-foreground truncate text-xs">{fileName(data.url)}</p>;
    case 'audio':
      return (
        <div className="text-xs">
          <p className="text-muted-foreground truncate">{fileName(data.url)}</p>
          {data.record && <p>{t('editor.recorded')}</p>}
        </div>
      );
    case 'content':
      return (
        <ul className="flex flex-col gap-1 text-xs">
          {(data.elements as { type: BlockType; value: string; original?: string }[] | undefined)?.map((e, i) => (
            <li key={i} className="bg-muted flex items-center gap-1.5 truncate rounded px-2 py-1 [&_svg]:size-3">
              {blockIcons[e.type]}
              <span className="truncate">{e.type === 'message' ? e.value : e.type === 'interval' ? t('blocks.intervalLabel', { sec: e.value }) : e.original || fileName(e.value)}</span>
            </li>
          )) ?? t('editor.emptyContent')}
        </ul>
      );
    default:
      return null;
  }
}

/** Where the card's single way out is (none for a ticket: the flow ends there; menus and splits have their own). */
const singleSource = (type: BlockType) => !['ticket', 'menu', 'randomizer', 'condition'].includes(type);

/** A block on the canvas: icon and type, its content, duplicate and delete icons, handles, 7-day counts and save errors. */
export const BlockCard = memo(function BlockCard({ id, type, data, selected }: NodeProps<FlowNode>) {
  const { t } = useTranslation('flows');
  const bus = useBus();
  const errors = useBlockErrors(id);
  const stats = useBlockStats(id);
  const kind = type as BlockType;
  return (
    <div
      className={cn('bg-card text-card-foreground w-60 rounded-xl border shadow-sm transition-shadow in-data-far:[&_button]:hidden in-data-far:[&_svg]:hidden', selected && 'ring-primary ring-2', errors && 'border-destructive ring-destructive/40 ring-2')}
      data-testid="flow-block"
      data-block-type={kind}
      data-block-id={id}
      data-selected={selected ? 'true' : undefined}
      data-invalid={errors ? 'true' : undefined}
    >
      {kind !== 'start' && <Handle type="target" position={Position.Left} className={handleClass} />}
      <div className="flex items-center gap-2 border-b px-3 py-2">
        <span className={cn('flex size-6 items-center justify-center rounded-md [&_svg]:size-3.5', accents[kind])}>{blockIcons[kind]}</span>
        <span className="flex-1 truncate text-sm font-semibold">{bus.actions.typeLabel(kind)}</span>
        {kind !== 'start' && (
          <button type="button" className="nodrag text-muted-foreground hover:text-foreground rounded p-1 [&_svg]:size-3.5" title={t('editor.duplicate')} aria-label={t('editor.duplicate')} onClick={() => bus.actions.duplicate(id)} data-testid="block-duplicate">
            <CopyIcon />
          </button>
        )}
        <button type="button" className="nodrag text-muted-foreground hover:text-destructive rounded p-1 [&_svg]:size-3.5" title={t('editor.delete')} aria-label={t('editor.delete')} onClick={() => bus.actions.remove(id)} data-testid="block-delete">
          <Trash2Icon />
        </button>
      </div>
      <div className="px-3 py-2">
        <Body type={kind} data={data} />
      </div>
      {errors && (
        <ul className="text-destructive border-t px-3 py-2 text-xs" data-testid="block-errors">
          {errors.map((e) => (
            <li key={e.field}>{errorText(t, e.message)}</li>
          ))}
        </ul>
      )}
      {stats && (
        <div className="text-muted-foreground flex items-center gap-2 border-t px-3 py-1.5 text-[11px]" title={t('editor.stats', stats)} data-testid="block-stats">
          <GitBranchIcon className="size-3" />
          <span>
            <span data-testid="block-reached" className="text-foreground font-medium tabular-nums">
              {stats.reached}
            </span>{' '}
            {t('editor.statsReached')}
          </span>
          <span aria-hidden>·</span>
          <span>
            <span data-testid="block-stopped" className="text-foreground font-medium tabular-nums">
              {stats.stopped}
            </span>{' '}
            {t('editor.statsStopped')}
          </span>
        </div>
      )}
      {singleSource(kind) && <Handle type="source" id="a" position={Position.Right} className={handleClass} />}
    </div>
  );
});

export const nodeTypes = Object.fromEntries((Object.keys(blockIcons) as BlockType[]).map((k) => [k, BlockCard]));
