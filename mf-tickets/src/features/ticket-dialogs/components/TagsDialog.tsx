import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlusIcon } from 'lucide-react';
import { call, useApi } from '@zapdesk/client';
import { Badge, Button, Checkbox, Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, FormDialogFooter, Input, toast, toastError } from '@zapdesk/ui';
import { useTags } from '../../ticket/hooks/useTags';
import type { Ticket } from '@zapdesk/contracts';

/** Ticket tagging (POST /tags/sync): the ticket's tags replaced by the chosen ones; a new tag can be created here. */
export function TagsDialog({ ticket, onClose }: { ticket: Ticket; onClose(): void }) {
  const { t } = useTranslation('tickets');
  const api = useApi();
  const { tags, reload } = useTags();
  const [chosen, setChosen] = useState<number[]>(() => (ticket.tags ?? []).map((x) => x.id));
  const [term, setTerm] = useState('');
  const [saving, setSaving] = useState(false);
  const shown = term ? tags.filter((x) => x.name.toLowerCase().includes(term.trim().toLowerCase())) : tags;
  const exact = tags.some((x) => x.name.toLowerCase() === term.trim().toLowerCase());

  const create = async () => {
    try {
      const tag = await call(api.rpc.tags.tags.$post({ json: { name: term.trim() } }));
      await reload();
      setChosen((c) => [...c, tag.id]);
      setTerm('');
    } catch (e) {
      toastError(e);
    }
  };
  const save = async () => {
    setSaving(true);
    try {
      await api.rpc.tags.tags.sync.$post({ json: { ticketId: ticket.id, tags: chosen.map((id) => ({ id })) } });
      toast.success(t('tags.saved'));
      onClose();
    } catch (e) {
      toastError(e);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent closeLabel={t('common:actions.close')} data-testid="tags-dialog">
        <DialogHeader>
          <DialogTitle>{t('tags.title')}</DialogTitle>
          <DialogDescription>{t('tags.description')}</DialogDescription>
        </DialogHeader>
        <Input value={term} onChange={(e) => setTerm(e.target.value)} placeholder={t('tags.find')} data-testid="tags-find" />
        <div className="flex max-h-72 flex-col gap-0.5 overflow-y-auto">
          {shown.map((tag) => (
            <label key={tag.id} className="hover:bg-muted flex cursor-pointer items-center gap-2 rounded-sm px-2 py-1.5" data-testid="tags-option">
              <Checkbox checked={chosen.includes(tag.id)} onCheckedChange={(on) => setChosen((c) => (on ? [...c, tag.id] : c.filter((x) => x !== tag.id)))} />
              <Badge className="text-white" style={{ backgroundColor: tag.color }}>
                {tag.name}
              </Badge>
            </label>
          ))}
          {term.trim().length >= 3 && !exact && (
            <Button variant="ghost" size="sm" className="justify-start" onClick={() => void create()} data-testid="tags-create">
              <PlusIcon /> {t('tags.create', { name: term.trim() })}
            </Button>
          )}
          {shown.length === 0 && term.trim().length < 3 && <p className="text-muted-foreground p-2 text-sm">{t('filters.none')}</p>}
        </div>
        <FormDialogFooter cancelLabel={t('common:actions.cancel')} saveLabel={t('common:actions.save')} onCancel={onClose} onSave={() => void save()} submitting={saving} saveTestId="tags-save" />
      </DialogContent>
    </Dialog>
  );
}
