import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { ClockIcon, ImageIcon, PaperclipIcon, Trash2Icon, XIcon } from 'lucide-react';
import type { Schedule } from '@zapdesk/contracts';
import { call, useApi, useSession } from '@zapdesk/client';
import {
  Badge,
  Button,
  ConfirmDialog,
  DateInput,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Form,
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
  Input,
  Label,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
  Textarea,
  cn,
  toast,
  toastError,
} from '@zapdesk/ui';
import { MIN_SEARCH_CHARS, SearchPicker } from '../../ticket-dialogs/components/SearchPicker';
import { contactDisplayName } from '../../contacts/utils/contact-display-name';
import { formatPhoneNumber } from '../../contacts/utils/format-phone-number';
import { matchQuickAnswers, quickAnswerPreview } from '../../ticket-thread/utils/quick-answers';
import { useCompanyTimeZone } from '../hooks/useCompanyTimeZone';
import { useContactSearch } from '../hooks/useContactSearch';
import { useScheduleOptions } from '../hooks/useScheduleOptions';
import {
  SCHEDULE_ATTACHMENT_ACCEPT,
  attachmentProblem,
  insertAt,
  isTimeText,
  maskTimeText,
  newScheduleValues,
  scheduleFormSchema,
  scheduleRequestBody,
  scheduleValues,
  type ScheduleContact,
  type ScheduleFormValues,
} from '../utils/schedule-form';
import { scheduleStatusStyle } from '../utils/schedule-status';
import { zonedWallClock } from '../utils/zoned-time';

/** The template variables the sender fills (issue 16: name, firstName, ms, hora, protocol). */
const variables = ['name', 'firstName', 'ms', 'hora', 'protocol'] as const;
const AUTO_CONNECTION = 'auto';

export type ScheduleDialogStart = { contact?: ScheduleContact | null; sendAt?: Date | null; ticketId?: number | null };

type Props = {
  open: boolean;
  onClose(): void;
  /** The schedule to edit (or to show, once sent); null for a new one. */
  schedule: Schedule | null;
  /** A new schedule's contact, time (a calendar slot) and ticket. */
  start?: ScheduleDialogStart;
  onSaved?(schedule: Schedule): void;
};

/**
 * Add, edit or delete a scheduled message (core.md §4–5, admin-automation.md §2): contact searched from
 * 3 characters, message with quick replies and template variables, send date and time on the company clock
 * (default now + 1 h), an optional connection and an image. A sent schedule shows read-only.
 */
export function ScheduleDialog({ open, onClose, schedule, start, onSaved }: Props) {
  const { t, i18n } = useTranslation('schedules');
  const { t: tc } = useTranslation();
  const api = useApi();
  const { user, isAdmin } = useSession();
  const timeZone = useCompanyTimeZone();
  const schema = useMemo(() => scheduleFormSchema({ required: t('dialog.errors.required'), bodyShort: t('dialog.errors.bodyShort'), bodyLong: t('dialog.errors.bodyLong') }), [t]);
  const form = useForm<ScheduleFormValues>({ resolver: zodResolver(schema), defaultValues: newScheduleValues({ now: new Date(), timeZone }) });
  const options = useScheduleOptions(open);
  const [term, setTerm] = useState('');
  const found = useContactSearch(term, MIN_SEARCH_CHARS);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [dropExisting, setDropExisting] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [quickIndex, setQuickIndex] = useState(0);
  const fileInput = useRef<HTMLInputElement>(null);
  const bodyRef = useRef<HTMLTextAreaElement | null>(null);

  const id = schedule?.id ?? null;
  const sent = schedule?.status === 'ENVIADA';
  const mayChange = !schedule || isAdmin || schedule.userId === user?.id;
  const readOnly = sent || !mayChange;
  const latest = useRef({ schedule, start });
  latest.current = { schedule, start };

  useEffect(() => {
    if (!open) return;
    const { schedule: s, start: st } = latest.current;
    form.reset(s ? scheduleValues(s, timeZone) : newScheduleValues({ contact: st?.contact, sendAt: st?.sendAt, now: new Date(), timeZone }));
    setTerm('');
    setFile(null);
    setFileError(null);
    setDropExisting(false);
  }, [open, id, form, timeZone]);

  const body = form.watch('body');
  const suggestions = readOnly ? [] : matchQuickAnswers(body, options.quickMessages).slice(0, 8);
  const existingMedia = schedule?.mediaName && !dropExisting ? schedule : null;

  const pickFile = (f: File | null) => {
    if (!f) return;
    const problem = attachmentProblem(f);
    setFileError(problem ? t(`dialog.errors.${problem}`) : null);
    if (!problem) setFile(f);
  };

  const insertVariable = (name: string) => {
    const el = bodyRef.current;
    const value = form.getValues('body');
    const { value: next, caret } = insertAt(value, el?.selectionStart ?? value.length, el?.selectionEnd ?? value.length, `{{${name}}}`);
    form.setValue('body', next, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(caret, caret);
    });
  };

  const submit = form.handleSubmit(async (values) => {
    const ticketId = schedule ? null : (start?.ticketId ?? null);
    let saved: Schedule;
    try {
      const json = scheduleRequestBody(values, ticketId);
      saved = id ? await call(api.rpc.schedules.schedules[':id'].$put({ param: { id: String(id) }, json })) : await call(api.rpc.schedules.schedules.$post({ json }));
    } catch (e) {
      return void toastError(e);
    }
    toast.success(t(id ? 'toasts.updated' : 'toasts.created'));
    // The schedule is saved: a failed attachment step is reported, and the dialog still closes (no duplicate on a retry).
    try {
      if (file) saved = await call(api.rpc.schedules.schedules[':id']['media-upload'].$post({ param: { id: String(saved.id) }, form: { file } }));
      else if (dropExisting && schedule?.mediaName) saved = await call(api.rpc.schedules.schedules[':id']['media-upload'].$delete({ param: { id: String(saved.id) } }));
    } catch (e) {
      toast.error(t('toasts.attachmentFailed'));
      toastError(e);
    }
    onSaved?.(saved);
    onClose();
  });

  const remove = async () => {
    if (!schedule) return;
    try {
      await call(api.rpc.schedules.schedules[':id'].$delete({ param: { id: String(schedule.id) } }));
      toast.success(t('toasts.deleted'));
      onClose();
    } catch (e) {
      toastError(e);
      throw e;
    }
  };

  const title = !schedule ? t('dialog.addTitle') : sent ? t('dialog.viewTitle') : t('dialog.editTitle');
  const contactLabel = (c: ScheduleContact) => ({ id: c.id, label: contactDisplayName(c), hint: c.number ? formatPhoneNumber(c.number) : undefined });
  const dateTime = (iso: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' }).format(zonedWallClock(iso, timeZone));

  return (
    <>
      <Dialog open={open && !confirmDelete} onOpenChange={(o) => !o && onClose()}>
        <DialogContent className="max-h-[92vh] overflow-y-auto sm:max-w-xl" closeLabel={tc('actions.close')} data-testid="schedule-dialog">
          <DialogHeader>
            <DialogTitle className="flex flex-wrap items-center gap-2">
              {title}
              {schedule && (
                <Badge variant="outline" className={scheduleStatusStyle[schedule.status].badge} data-testid="schedule-dialog-status" data-status={schedule.status}>
                  {t(`status.${schedule.status}`)}
                </Badge>
              )}
            </DialogTitle>
            <DialogDescription>{t('dialog.description', { timezone: timeZone })}</DialogDescription>
          </DialogHeader>
          {schedule && (
            <div className="bg-muted/60 flex flex-col gap-1 rounded-md px-3 py-2 text-sm" data-testid="schedule-dialog-info">
              {schedule.user && <span className="text-muted-foreground">{t('dialog.createdBy', { name: schedule.user.name })}</span>}
              {schedule.sentAt && <span className="font-medium text-emerald-700 dark:text-emerald-300">{t('dialog.sentAt', { date: dateTime(schedule.sentAt) })}</span>}
              {schedule.status === 'ERRO' && schedule.error && <span className="text-destructive font-medium">{t('dialog.failed', { reason: schedule.error })}</span>}
              {readOnly && <span className="text-muted-foreground">{sent ? t('dialog.readOnly') : t('dialog.noPermission')}</span>}
            </div>
          )}
          <Form {...form}>
            <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-4" noValidate>
              <fieldset disabled={readOnly} className="flex min-w-0 flex-col gap-4">
                <FormField
                  control={form.control}
                  name="contact"
                  render={({ field }) => (
                    <FormItem>
                      <FormLabel>{t('dialog.contact')}</FormLabel>
                      {readOnly ? (
                        <div className="flex h-9 items-center rounded-md border px-3 text-sm" data-testid="schedule-contact-value">
                          {field.value ? contactDisplayName(field.value) : '—'}
                        </div>
                      ) : (
                        <SearchPicker
                          value={field.value ? contactLabel(field.value) : null}
                          onChange={(item) => field.onChange(item ? (found.contacts.find((c) => c.id === item.id) ?? { id: item.id, name: item.label, number: '' }) : null)}
                          term={term}
                          onTermChange={setTerm}
                          items={found.contacts.map(contactLabel)}
                          loading={found.loading}
                          placeholder={t('dialog.contactSearch')}
                          testId="schedule-contact"
                        />
                      )}
                      <FormMessage />
                    </FormItem>
                  )}
                />
                <FormField
                  control={form.control}
                  name="body"
                  render={({ field }) => (
                    <FormItem>
                      <FormLabel>{t('dialog.body')}</FormLabel>
                      <div className="relative">
                        <FormControl>
                          <Textarea
                            {...field}
                            ref={(el) => {
                              field.ref(el);
                              bodyRef.current = el;
                            }}
                            rows={5}
                            className="max-h-64"
                            onKeyDown={(e) => {
                              if (!suggestions.length) return;
                              if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
                                e.preventDefault();
                                setQuickIndex((i) => (i + (e.key === 'ArrowDown' ? 1 : suggestions.length - 1)) % suggestions.length);
                              } else if (e.key === 'Enter' || e.key === 'Tab') {
                                e.preventDefault();
                                field.onChange(suggestions[quickIndex]?.message ?? suggestions[0].message);
                                setQuickIndex(0);
                              }
                            }}
                            data-testid="schedule-body"
                          />
                        </FormControl>
                        {suggestions.length > 0 && (
                          <ul role="listbox" aria-label={t('dialog.quickAnswers')} className="bg-popover absolute top-full right-0 left-0 z-20 mt-1 max-h-56 overflow-y-auto rounded-md border p-1 shadow-md" data-testid="schedule-quick-answers">
                            {suggestions.map((q, i) => (
                              <li key={q.id}>
                                <button
                                  type="button"
                                  onMouseDown={(e) => e.preventDefault()}
                                  onClick={() => {
                                    field.onChange(q.message);
                                    setQuickIndex(0);
                                  }}
                                  className={cn('hover:bg-accent flex w-full items-baseline gap-2 rounded-sm px-2 py-1.5 text-left text-sm', i === quickIndex && 'bg-accent')}
                                  data-testid="schedule-quick-answer"
                                >
                                  <span className="font-mono font-medium">/{q.shortcode}</span>
                                  <span className="text-muted-foreground truncate text-xs">{quickAnswerPreview(q.message ?? '')}</span>
                                </button>
                              </li>
                            ))}
                          </ul>
                        )}
                      </div>
                      {!readOnly && (
                        <>
                          <FormDescription>{t('dialog.bodyHint')}</FormDescription>
                          <div className="flex flex-wrap items-center gap-1.5" aria-label={t('dialog.variables')} data-testid="schedule-variables">
                            <span className="text-muted-foreground text-xs">{t('dialog.variables')}:</span>
                            {variables.map((v) => (
                              <Button key={v} type="button" variant="outline" size="sm" className="h-6 px-2 font-mono text-xs" title={t(`dialog.variable.${v}`)} onClick={() => insertVariable(v)} data-testid={`schedule-variable-${v}`}>
                                {`{{${v}}}`}
                              </Button>
                            ))}
                          </div>
                        </>
                      )}
                      <FormMessage />
                    </FormItem>
                  )}
                />
                <div className="grid gap-3 sm:grid-cols-[1fr_8rem]">
                  <FormField
                    control={form.control}
                    name="day"
                    render={({ field }) => (
                      <FormItem>
                        <FormLabel>{t('dialog.sendAtDate')}</FormLabel>
                        <DateInput value={field.value} onChange={field.onChange} language={i18n.language} placeholder={t('dialog.datePlaceholder')} calendarLabel={t('dialog.openCalendar')} disabled={readOnly} data-testid="schedule-day" />
                        <FormMessage />
                      </FormItem>
                    )}
                  />
                  <FormField
                    control={form.control}
                    name="time"
                    render={({ field }) => (
                      <FormItem>
                        <FormLabel>{t('dialog.sendAtTime')}</FormLabel>
                        <FormControl>
                          <div className="relative">
                            <Input
                              {...field}
                              inputMode="numeric"
                              autoComplete="off"
                              placeholder={t('dialog.timePlaceholder')}
                              onChange={(e) => field.onChange(maskTimeText(e.target.value))}
                              aria-invalid={field.value.length === 5 && !isTimeText(field.value) ? true : undefined}
                              className="pr-9 tabular-nums"
                              data-testid="schedule-time"
                            />
                            <ClockIcon className="text-muted-foreground pointer-events-none absolute top-2.5 right-3 size-4" />
                          </div>
                        </FormControl>
                        <FormMessage />
                      </FormItem>
                    )}
                  />
                </div>
                <FormField
                  control={form.control}
                  name="whatsappId"
                  render={({ field }) => (
                    <FormItem>
                      <FormLabel>{t('dialog.connection')}</FormLabel>
                      <Select value={field.value || AUTO_CONNECTION} onValueChange={(v) => field.onChange(v === AUTO_CONNECTION ? '' : v)} disabled={readOnly}>
                        <FormControl>
                          <SelectTrigger className="w-full" data-testid="schedule-connection">
                            <SelectValue />
                          </SelectTrigger>
                        </FormControl>
                        <SelectContent>
                          <SelectItem value={AUTO_CONNECTION}>{t('dialog.connectionAuto')}</SelectItem>
                          {options.connections.map((w) => (
                            <SelectItem key={w.id} value={String(w.id)} data-testid="schedule-connection-option">
                              {w.name}
                            </SelectItem>
                          ))}
                          {/* A connection deleted since keeps its id readable rather than showing blank. */}
                          {field.value && !options.connections.some((w) => String(w.id) === field.value) && <SelectItem value={field.value}>#{field.value}</SelectItem>}
                        </SelectContent>
                      </Select>
                      <FormMessage />
                    </FormItem>
                  )}
                />
                <div className="flex flex-col gap-2">
                  <Label>{t('dialog.attachment')}</Label>
                  <input ref={fileInput} type="file" accept={SCHEDULE_ATTACHMENT_ACCEPT} className="hidden" onChange={(e) => { pickFile(e.target.files?.[0] ?? null); e.target.value = ''; }} data-testid="schedule-file" />
                  {file || existingMedia ? (
                    <div className="bg-muted flex items-center gap-2 rounded-md px-3 py-2 text-sm" data-testid="schedule-attachment">
                      <ImageIcon className="text-muted-foreground size-4 shrink-0" />
                      {file ? (
                        <span className="min-w-0 flex-1 truncate">{file.name}</span>
                      ) : existingMedia?.mediaUrl ? (
                        <a href={existingMedia.mediaUrl} target="_blank" rel="noreferrer" className="min-w-0 flex-1 truncate hover:underline">
                          {existingMedia.mediaName}
                        </a>
                      ) : (
                        <span className="min-w-0 flex-1 truncate">{existingMedia?.mediaName}</span>
                      )}
                      {!readOnly && (
                        <Button type="button" variant="ghost" size="icon" className="size-7" aria-label={t('dialog.removeAttachment')} title={t('dialog.removeAttachment')} onClick={() => (file ? setFile(null) : setDropExisting(true))} data-testid="schedule-remove-attachment">
                          <XIcon />
                        </Button>
                      )}
                    </div>
                  ) : (
                    !readOnly && (
                      <Button type="button" variant="outline" size="sm" className="self-start" onClick={() => fileInput.current?.click()} data-testid="schedule-attach">
                        <PaperclipIcon /> {t('dialog.attach')}
                      </Button>
                    )
                  )}
                  {fileError ? <p className="text-destructive text-xs" data-testid="schedule-file-error">{fileError}</p> : !readOnly && <p className="text-muted-foreground text-xs">{t('dialog.attachmentLimits')}</p>}
                </div>
              </fieldset>
              <DialogFooter className="gap-2 sm:justify-between">
                {schedule && mayChange && !sent ? (
                  <Button type="button" variant="ghost" className="text-destructive hover:text-destructive" onClick={() => setConfirmDelete(true)} disabled={form.formState.isSubmitting} data-testid="schedule-delete">
                    <Trash2Icon /> {t('dialog.delete')}
                  </Button>
                ) : (
                  <span />
                )}
                <div className="flex flex-col-reverse gap-2 sm:flex-row">
                  <Button type="button" variant="outline" onClick={onClose} disabled={form.formState.isSubmitting}>
                    {readOnly ? tc('actions.close') : tc('actions.cancel')}
                  </Button>
                  {!readOnly && (
                    <Button type="submit" disabled={form.formState.isSubmitting} data-testid="schedule-save">
                      {tc('actions.save')}
                    </Button>
                  )}
                </div>
              </DialogFooter>
            </form>
          </Form>
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title={t('deleteDialog.title', { name: schedule?.contact?.name ?? '' })}
        description={t('deleteDialog.text')}
        confirmLabel={t('deleteDialog.confirm')}
        cancelLabel={tc('actions.cancel')}
        onConfirm={remove}
      />
    </>
  );
}
