import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { format } from 'date-fns';
import { LoaderCircleIcon, Trash2Icon } from 'lucide-react';
import { useSession } from '@zapdesk/client';
import { Button, Skeleton, Textarea } from '@zapdesk/ui';
import { useContactNotes } from '../hooks/useContactNotes';

/** NOTE_MIN_CHARS: a note needs at least 2 characters (core.md §5). */
export const NOTE_MIN_CHARS = 2;

/** A contact's notes, newest first, with a box to add one; the author or an admin deletes one. */
export function ContactNotes({ contactId, ticketId }: { contactId: number; ticketId?: number }) {
  const { t } = useTranslation('tickets');
  const { user, isAdmin } = useSession();
  const { notes, add, remove } = useContactNotes(contactId, ticketId);
  const [text, setText] = useState('');
  const [saving, setSaving] = useState(false);
  const tooShort = text.trim().length < NOTE_MIN_CHARS;

  const submit = async () => {
    if (tooShort) return;
    setSaving(true);
    if (await add(text.trim())) setText('');
    setSaving(false);
  };

  return (
    <div className="flex flex-col gap-3" data-testid="contact-notes">
      <div className="flex flex-col gap-2">
        <Textarea value={text} onChange={(e) => setText(e.target.value)} placeholder={t('notes.placeholder')} className="min-h-20 text-sm" maxLength={5000} data-testid="note-input" />
        {text.length > 0 && tooShort && <p className="text-destructive text-xs">{t('notes.tooShort')}</p>}
        <Button size="sm" className="self-end" disabled={tooShort || saving} onClick={() => void submit()} data-testid="note-save">
          {saving && <LoaderCircleIcon className="animate-spin" />} {t('notes.add')}
        </Button>
      </div>
      {!notes ? (
        <Skeleton className="h-16 w-full" />
      ) : notes.length === 0 ? (
        <p className="text-muted-foreground text-sm">{t('notes.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {notes.map((n) => (
            <li key={n.id} className="bg-muted/50 rounded-md border p-2.5 text-sm" data-testid="note">
              <p className="break-words whitespace-pre-wrap">{n.note}</p>
              <div className="text-muted-foreground mt-1.5 flex items-center justify-between gap-2 text-xs">
                <span className="truncate">
                  {n.user?.name ?? t('notes.unknownAuthor')} · {format(new Date(n.createdAt), 'dd/MM/yyyy HH:mm')}
                </span>
                {(isAdmin || n.userId === user?.id || n.user?.id === user?.id) && (
                  <Button variant="ghost" size="icon" className="size-6" onClick={() => void remove(n.id)} aria-label={t('notes.delete')} data-testid="note-delete">
                    <Trash2Icon className="size-3.5" />
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
