import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CalendarClockIcon, MailIcon, PencilIcon, PhoneIcon, XIcon } from 'lucide-react';
import { useSession } from '@zapdesk/client';
import { Avatar, AvatarFallback, AvatarImage, Button, Separator, Skeleton, initials } from '@zapdesk/ui';
import { useContact } from '../hooks/useContact';
import { ContactForm } from './ContactForm';
import { ContactNotes } from './ContactNotes';
import { ScheduleDialog } from '../../schedules/components/ScheduleDialog';
import { contactDisplayName } from '../../contacts/utils/contact-display-name';
import { formatPhoneNumber } from '../../contacts/utils/format-phone-number';

/** The contact drawer of an open ticket (core.md §2): contact data, edit form, extra info and notes. */
export function ContactDrawer({ contactId, ticketId, onClose }: { contactId: number; ticketId: number; onClose(): void }) {
  const { t } = useTranslation('tickets');
  const { contact, setContact } = useContact(contactId);
  const [editing, setEditing] = useState(false);
  const [scheduling, setScheduling] = useState(false);
  const { plan } = useSession();

  return (
    <div className="flex h-full min-h-0 flex-col" data-testid="contact-drawer">
      <div className="flex h-16 shrink-0 items-center justify-between border-b px-4">
        <h2 className="font-semibold">{t('contact.title')}</h2>
        <Button variant="ghost" size="icon" onClick={onClose} aria-label={t('common:actions.close')} data-testid="contact-close">
          <XIcon />
        </Button>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto p-4">
        {!contact ? (
          <div className="flex flex-col items-center gap-3">
            <Skeleton className="size-20 rounded-full" />
            <Skeleton className="h-5 w-40" />
          </div>
        ) : editing ? (
          <ContactForm
            contact={contact}
            onCancel={() => setEditing(false)}
            onSaved={(c) => {
              setContact(c);
              setEditing(false);
            }}
          />
        ) : (
          <div className="flex flex-col gap-4">
            <div className="flex flex-col items-center gap-2 text-center">
              <Avatar className="size-20">
                {contact.profilePicUrl && <AvatarImage src={contact.profilePicUrl} alt="" />}
                <AvatarFallback className="text-lg">{initials(contact.name)}</AvatarFallback>
              </Avatar>
              <p className="text-lg font-medium break-all" data-testid="contact-drawer-name">
                {contactDisplayName(contact)}
              </p>
              <div className="text-muted-foreground flex flex-col items-center gap-1 text-sm">
                <span className="flex items-center gap-1.5">
                  <PhoneIcon className="size-3.5" /> {formatPhoneNumber(contact.number)}
                </span>
                {contact.email && (
                  <span className="flex items-center gap-1.5 break-all">
                    <MailIcon className="size-3.5" /> {contact.email}
                  </span>
                )}
              </div>
              <div className="flex flex-wrap justify-center gap-2">
                <Button variant="outline" size="sm" onClick={() => setEditing(true)} data-testid="contact-edit">
                  <PencilIcon /> {t('contact.edit')}
                </Button>
                {plan?.useSchedules && (
                  <Button variant="outline" size="sm" onClick={() => setScheduling(true)} data-testid="contact-schedule">
                    <CalendarClockIcon /> {t('contact.schedule')}
                  </Button>
                )}
              </div>
            </div>
            {contact.extraInfo.length > 0 && (
              <div className="flex flex-col gap-2">
                <h3 className="text-sm font-medium">{t('contact.extraInfo')}</h3>
                <dl className="flex flex-col gap-1.5">
                  {contact.extraInfo.map((x, i) => (
                    <div key={x.id ?? i} className="bg-muted/50 rounded-md px-2.5 py-1.5 text-sm">
                      <dt className="text-muted-foreground text-xs">{x.name}</dt>
                      <dd className="break-words">{x.value}</dd>
                    </div>
                  ))}
                </dl>
              </div>
            )}
            <Separator />
            <div className="flex flex-col gap-2">
              <h3 className="text-sm font-medium">{t('notes.title')}</h3>
              <ContactNotes contactId={contact.id} ticketId={ticketId} />
            </div>
          </div>
        )}
      </div>
      {contact && (
        <ScheduleDialog open={scheduling} onClose={() => setScheduling(false)} schedule={null} start={{ contact: { id: contact.id, name: contact.name, number: contact.number }, ticketId }} />
      )}
    </div>
  );
}
