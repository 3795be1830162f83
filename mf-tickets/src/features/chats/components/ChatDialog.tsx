import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, useApi } from '@zapdesk/client';
import type { Chat, UserListItem } from '@zapdesk/contracts';
import { Button, Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, Input, Label, MultiSelect } from '@zapdesk/ui';

/** Create or edit a chat: a title (fillTitle) and at least one other member (fillUser), chosen among the company's users. */
export function ChatDialog({ open, onOpenChange, chat, userId, users, onSaved }: { open: boolean; onOpenChange(o: boolean): void; chat: Chat | null; userId: number; users: UserListItem[]; onSaved(c: Chat): void }) {
  const { t } = useTranslation('chats');
  const { t: tc } = useTranslation();
  const api = useApi();
  const [title, setTitle] = useState('');
  const [members, setMembers] = useState<number[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (!open) return;
    setTitle(chat?.title ?? '');
    setMembers(chat ? chat.users.map((u) => u.userId).filter((id) => id !== userId) : []);
    setError(null);
  }, [open, chat, userId]);

  const save = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!title.trim()) return setError(t('dialog.fillTitle'));
    if (!members.length) return setError(t('dialog.fillUser'));
    setSaving(true);
    try {
      const json = { title: title.trim(), users: members };
      const saved = await call(chat ? api.rpc.chats.chats[':id'].$put({ param: { id: String(chat.id) }, json }) : api.rpc.chats.chats.$post({ json }));
      onSaved(saved);
      onOpenChange(false);
    } catch {
      // chat failures are silent (admin-automation.md §8): the dialog stays open with what was typed
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={tc('actions.close')} className="sm:max-w-lg" data-testid="chat-dialog">
        <DialogHeader>
          <DialogTitle>{chat ? t('dialog.editTitle') : t('dialog.addTitle')}</DialogTitle>
          <DialogDescription>{t('dialog.description')}</DialogDescription>
        </DialogHeader>
        <form onSubmit={save} className="grid gap-4" noValidate>
          <div className="grid gap-2">
            <Label htmlFor="chat-title">{t('dialog.titleLabel')}</Label>
            <Input id="chat-title" value={title} onChange={(e) => setTitle(e.target.value)} maxLength={200} autoFocus data-testid="chat-dialog-title" />
          </div>
          <div className="grid gap-2">
            <Label>{t('dialog.usersLabel')}</Label>
            <MultiSelect
              options={users.filter((u) => u.id !== userId).map((u) => ({ value: u.id, label: u.name }))}
              value={members}
              onChange={setMembers}
              placeholder={t('dialog.usersPlaceholder')}
              emptyText={t('dialog.usersEmpty')}
              data-testid="chat-dialog-users"
            />
          </div>
          {error && (
            <p className="text-destructive text-sm" role="alert" data-testid="chat-dialog-error">
              {error}
            </p>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {tc('actions.cancel')}
            </Button>
            <Button type="submit" disabled={saving} data-testid="chat-dialog-save">
              {tc('actions.save')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
