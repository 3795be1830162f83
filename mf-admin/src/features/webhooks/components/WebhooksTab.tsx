import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListIcon, PencilIcon, PlusIcon, Trash2Icon, WebhookIcon } from 'lucide-react';
import { call, useApi } from '@zapdesk/client';
import type { Webhook } from '@zapdesk/contracts';
import { Badge, Button, Card, CardContent, CardDescription, CardHeader, CardTitle, DeleteRecordDialog, Skeleton, Switch, Table, TableBody, TableCell, TableHead, TableHeader, TableRow, toast, toastError } from '@zapdesk/ui';
import { DeliveryLogDialog } from './DeliveryLogDialog';
import { WebhookDialog } from './WebhookDialog';

/** The Webhooks tab of /settings (admins): the company's outgoing webhooks, add/edit/delete, on/off, and each one's delivery log. */
export function WebhooksTab() {
  const { t } = useTranslation('webhooks');
  const api = useApi();
  const [hooks, setHooks] = useState<Webhook[] | null>(null);
  const [editing, setEditing] = useState<Webhook | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<Webhook | null>(null);
  const [logOf, setLogOf] = useState<Webhook | null>(null);

  const reload = useCallback(async () => {
    try {
      setHooks(await call(api.rpc.webhooks.webhooks.$get()));
    } catch (e) {
      setHooks((h) => h ?? []);
      toastError(e);
    }
  }, [api]);
  useEffect(() => void reload(), [reload]);

  const saved = (h: Webhook) => setHooks((list) => (list?.some((x) => x.id === h.id) ? list.map((x) => (x.id === h.id ? h : x)) : [...(list ?? []), h]));
  const toggle = async (h: Webhook, active: boolean) => {
    try {
      saved(await call(api.rpc.webhooks.webhooks[':id'].$put({ param: { id: String(h.id) }, json: { active } })));
      toast.success(t('toasts.updated'));
    } catch (e) {
      toastError(e);
    }
  };

  return (
    <Card data-testid="webhooks-tab">
      <CardHeader className="flex flex-row items-start justify-between gap-4">
        <div className="flex flex-col gap-1.5">
          <CardTitle>{t('title')}</CardTitle>
          <CardDescription>{t('subtitle')}</CardDescription>
        </div>
        <Button onClick={() => setEditing(null)} data-testid="webhook-add">
          <PlusIcon /> {t('add')}
        </Button>
      </CardHeader>
      <CardContent>
        {hooks === null ? (
          <Skeleton className="h-16 w-full" />
        ) : hooks.length === 0 ? (
          <div className="text-muted-foreground flex flex-col items-center gap-2 py-8 text-sm">
            <WebhookIcon className="size-6" />
            {t('empty')}
          </div>
        ) : (
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>{t('columns.url')}</TableHead>
                <TableHead className="hidden md:table-cell">{t('columns.events')}</TableHead>
                <TableHead>{t('columns.active')}</TableHead>
                <TableHead className="hidden sm:table-cell">{t('columns.secret')}</TableHead>
                <TableHead className="text-right">{t('columns.actions')}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {hooks.map((h) => (
                <TableRow key={h.id} data-testid="webhook-row">
                  <TableCell className="max-w-72 truncate font-mono text-xs">{h.url}</TableCell>
                  <TableCell className="hidden md:table-cell">
                    <div className="flex flex-wrap gap-1">
                      {h.events.map((e) => (
                        <Badge key={e} variant="secondary">
                          {t(`events.${e}`)}
                        </Badge>
                      ))}
                    </div>
                  </TableCell>
                  <TableCell>
                    <Switch checked={h.active} onCheckedChange={(v) => void toggle(h, v)} aria-label={t('columns.active')} />
                  </TableCell>
                  <TableCell className="hidden font-mono text-xs sm:table-cell">{h.secret}</TableCell>
                  <TableCell className="text-right whitespace-nowrap">
                    <Button variant="ghost" size="icon" aria-label={t('actions.log')} onClick={() => setLogOf(h)} data-testid="webhook-log">
                      <ListIcon />
                    </Button>
                    <Button variant="ghost" size="icon" aria-label={t('actions.edit')} onClick={() => setEditing(h)}>
                      <PencilIcon />
                    </Button>
                    <Button variant="ghost" size="icon" aria-label={t('actions.delete')} onClick={() => setDeleting(h)}>
                      <Trash2Icon />
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
      {editing !== undefined && <WebhookDialog webhook={editing} onClose={() => setEditing(undefined)} onSaved={saved} />}
      <DeleteRecordDialog
        record={deleting}
        onClose={() => setDeleting(null)}
        onDelete={async (h) => {
          await api.rpc.webhooks.webhooks[':id'].$delete({ param: { id: String(h.id) } });
          setHooks((list) => list?.filter((x) => x.id !== h.id) ?? null);
        }}
        title={(h) => t('delete.title', { url: h.url })}
        description={t('delete.text')}
        deletedText={t('toasts.deleted')}
      />
      {logOf && <DeliveryLogDialog webhook={logOf} onClose={() => setLogOf(null)} />}
    </Card>
  );
}
