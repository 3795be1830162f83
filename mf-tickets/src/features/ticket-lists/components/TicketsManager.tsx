import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAtom, useSetAtom } from 'jotai';
import { CircleCheckIcon, InboxIcon, LayersIcon, PlusIcon, Rows3Icon, Rows4Icon, SearchIcon, TagIcon, UsersIcon } from 'lucide-react';
import { useRealtimeRoom, useSession } from '@zapdesk/client';
import { Badge, Button, Input, Label, Switch, cn, useDebouncedValue } from '@zapdesk/ui';
import { ticketDialogAtom } from '../../ticket/state/ticketDialogAtom';
import { useCompanyUsers } from '../../ticket/hooks/useCompanyUsers';
import { useQueues } from '../../ticket/hooks/useQueues';
import { useTags } from '../../ticket/hooks/useTags';
import { useTicketActions } from '../../ticket/hooks/useTicketActions';
import { useTicketList } from '../hooks/useTicketList';
import { ticketDensityAtom } from '../state/ticketDensityAtom';
import { ticketFiltersAtom } from '../state/ticketFiltersAtom';
import { ticketTabsAtom, type OpenSubTab, type TicketsTab } from '../../ticket/state/ticketTabsAtom';
import type { Ticket } from '@zapdesk/contracts';
import { MultiSelectFilter } from './MultiSelectFilter';
import { TicketList } from './TicketList';

type Props = { selected?: string; onOpen(ticket: Ticket): void };

function TabButton({ active, onClick, children, testId }: { active: boolean; onClick(): void; children: React.ReactNode; testId: string }) {
  return (
    <button
      type="button"
      role="tab"
      aria-selected={active}
      onClick={onClick}
      data-testid={testId}
      data-state={active ? 'active' : 'inactive'}
      className={cn(
        'inline-flex flex-1 cursor-pointer items-center justify-center gap-1.5 border-b-2 px-2 py-2 text-sm font-medium transition-colors [&_svg]:size-4',
        active ? 'border-primary text-foreground' : 'text-muted-foreground hover:text-foreground border-transparent',
      )}
    >
      {children}
    </button>
  );
}

function CountBadge({ count, testId }: { count: number | null; testId: string }) {
  return (
    <Badge variant="secondary" className="h-5 min-w-5 rounded-full px-1.5 tabular-nums" data-testid={testId}>
      {count ?? '…'}
    </Badge>
  );
}

/**
 * The ticket list panel (core.md §2): new-ticket button, queue filter, the admins' show-all toggle, and
 * the tabs open (assigned / waiting, with counts), closed and search (text, tags, users for admins), and the
 * rows' density (compact or comfortable, kept in the browser). Memoised: the page renders again when its width
 * crosses a breakpoint (TicketsPage), which changes nothing here.
 */
export const TicketsManager = memo(function TicketsManager({ selected, onOpen }: Props) {
  const { t } = useTranslation('tickets');
  const { isAdmin } = useSession();
  const [{ tab, openTab }, setTabs] = useAtom(ticketTabsAtom);
  const [filters, setFilters] = useAtom(ticketFiltersAtom);
  const openDialog = useSetAtom(ticketDialogAtom);
  const [density, setDensity] = useAtom(ticketDensityAtom);
  const queues = useQueues();
  const actions = useTicketActions();
  const [searchText, setSearchText] = useState('');
  const [searchTags, setSearchTags] = useState<number[]>([]);
  const [searchUsers, setSearchUsers] = useState<number[]>([]);
  const searchParam = useDebouncedValue(searchText.trim(), 500);
  const [visited, setVisited] = useState<Record<TicketsTab, boolean>>({ open: true, closed: false, search: false });
  const { tags } = useTags(visited.search);
  const users = useCompanyUsers(visited.search && isAdmin);

  const common = { queueIds: filters.queueIds, showAll: filters.showAll };
  const open = useTicketList({ status: 'open', ...common });
  const pending = useTicketList({ status: 'pending', ...common });
  const closed = useTicketList({ status: 'closed', ...common, enabled: visited.closed });
  const search = useTicketList({ status: null, ...common, searchParam, tags: searchTags, users: searchUsers, enabled: visited.search });
  useRealtimeRoom('joinNotification');

  const setTab = (next: TicketsTab) => {
    setVisited((v) => ({ ...v, [next]: true }));
    setTabs((s) => ({ ...s, tab: next }));
  };
  const setOpenTab = (next: OpenSubTab) => setTabs((s) => ({ ...s, openTab: next }));
  const list = (model: ReturnType<typeof useTicketList>, testId: string, emptyText: string, visible: boolean) => (
    <TicketList list={model} visible={visible} testId={testId} emptyText={emptyText} selected={selected} actions={actions} onOpen={onOpen} />
  );

  return (
    <div className="bg-card flex h-full min-h-0 flex-col" data-testid="tickets-manager">
      <div className="flex flex-wrap items-center gap-2 border-b px-3 py-2">
        <Button size="sm" className="h-8" onClick={() => openDialog({ kind: 'new' })} data-testid="new-ticket">
          <PlusIcon /> {t('newTicket.button')}
        </Button>
        <MultiSelectFilter
          options={queues.mine}
          value={filters.queueIds}
          onChange={(queueIds) => setFilters((f) => ({ ...f, queueIds }))}
          allLabel={t('filters.allQueues')}
          icon={<LayersIcon />}
          testId="queue-filter"
          className="max-w-44 flex-1"
        />
        <div className="ml-auto flex items-center gap-1.5">
          {isAdmin && (
            <>
              <Switch id="tickets-show-all" checked={filters.showAll} onCheckedChange={(showAll) => setFilters((f) => ({ ...f, showAll }))} data-testid="show-all" />
              <Label htmlFor="tickets-show-all" className="text-xs font-normal">
                {t('filters.showAll')}
              </Label>
            </>
          )}
          <Button
            variant="ghost"
            size="icon"
            className="aria-pressed:bg-accent aria-pressed:text-accent-foreground size-8"
            aria-pressed={density === 'compact'}
            aria-label={t('filters.compact')}
            title={t('filters.compact')}
            onClick={() => setDensity(density === 'compact' ? 'comfortable' : 'compact')}
            data-testid="ticket-density"
          >
            {density === 'compact' ? <Rows4Icon /> : <Rows3Icon />}
          </Button>
        </div>
      </div>

      <div role="tablist" className="flex border-b" aria-label={t('title')}>
        <TabButton active={tab === 'open'} onClick={() => setTab('open')} testId="tab-open">
          <InboxIcon /> {t('tabs.open')}
        </TabButton>
        <TabButton active={tab === 'closed'} onClick={() => setTab('closed')} testId="tab-closed">
          <CircleCheckIcon /> {t('tabs.closed')}
        </TabButton>
        <TabButton active={tab === 'search'} onClick={() => setTab('search')} testId="tab-search">
          <SearchIcon /> {t('tabs.search')}
        </TabButton>
      </div>

      <div className={cn('min-h-0 flex-1 flex-col', tab === 'open' ? 'flex' : 'hidden')}>
        <div role="tablist" className="bg-muted/50 flex gap-1 p-1.5">
          {(['open', 'pending'] as const).map((s) => (
            <button
              key={s}
              type="button"
              role="tab"
              aria-selected={openTab === s}
              onClick={() => setOpenTab(s)}
              data-testid={`subtab-${s}`}
              data-state={openTab === s ? 'active' : 'inactive'}
              className={cn(
                'inline-flex flex-1 cursor-pointer items-center justify-center gap-2 rounded-md px-2 py-1.5 text-sm font-medium',
                openTab === s ? 'bg-background text-foreground shadow-sm' : 'text-muted-foreground hover:text-foreground',
              )}
            >
              {t(s === 'open' ? 'tabs.assigned' : 'tabs.waiting')}
              <CountBadge count={(s === 'open' ? open : pending).count} testId={`count-${s}`} />
            </button>
          ))}
        </div>
        <div className={cn('min-h-0 flex-1 flex-col', openTab === 'open' ? 'flex' : 'hidden')}>{list(open, 'tickets-open', t('empty.open'), tab === 'open' && openTab === 'open')}</div>
        <div className={cn('min-h-0 flex-1 flex-col', openTab === 'pending' ? 'flex' : 'hidden')}>{list(pending, 'tickets-pending', t('empty.pending'), tab === 'open' && openTab === 'pending')}</div>
      </div>

      <div className={cn('min-h-0 flex-1 flex-col', tab === 'closed' ? 'flex' : 'hidden')}>{visited.closed && list(closed, 'tickets-closed', t('empty.closed'), tab === 'closed')}</div>

      <div className={cn('min-h-0 flex-1 flex-col', tab === 'search' ? 'flex' : 'hidden')}>
        <div className="flex flex-col gap-2 border-b p-3">
          <div className="relative">
            <SearchIcon className="text-muted-foreground absolute top-1/2 left-2.5 size-4 -translate-y-1/2" />
            <Input value={searchText} onChange={(e) => setSearchText(e.target.value)} placeholder={t('search.placeholder')} className="h-9 pl-8" data-testid="search-input" />
          </div>
          <div className="flex gap-2">
            <MultiSelectFilter options={tags} value={searchTags} onChange={setSearchTags} allLabel={t('filters.allTags')} icon={<TagIcon />} testId="tag-filter" className="flex-1" searchable />
            {isAdmin && (
              <MultiSelectFilter options={users} value={searchUsers} onChange={setSearchUsers} allLabel={t('filters.allUsers')} icon={<UsersIcon />} testId="user-filter" className="flex-1" searchable />
            )}
          </div>
        </div>
        {visited.search && list(search, 'tickets-search', t('empty.search'), tab === 'search')}
      </div>
    </div>
  );
});
