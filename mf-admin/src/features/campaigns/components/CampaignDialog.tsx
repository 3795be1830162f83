import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { ClockIcon, LoaderCircleIcon, PaperclipIcon, RotateCcwIcon, XIcon, ZapIcon } from 'lucide-react';
import { call, useApi } from '@zapdesk/client';
import type { Campaign, CampaignBody } from '@zapdesk/contracts';
import {
  Button,
  cn,
  DateInput,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Form,
  FormControl,
  FormDialogFooter,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
  Input,
  Label,
  SelectField,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  Textarea,
  TextField,
  toast,
  toastError,
} from '@zapdesk/ui';
import { useCampaignSettings } from '../../campaign-settings/hooks/useCampaignSettings';
import { useCampaignActions } from '../hooks/useCampaignActions';
import type { CampaignOptions } from '../hooks/useCampaignOptions';
import { campaignFormSchema, campaignFormValues, campaignRequestBody, insertAt, messageFields, nowOnCompanyClock, type CampaignFormValues, type MessageField } from '../utils/campaign-form';
import { isCampaignEditable } from '../utils/campaign-rules';
import { maskTimeText } from '../utils/company-clock';
import { CampaignStatusBadge } from './CampaignStatusBadge';

const templateVariables = ['name', 'firstName', 'ms', 'hora'] as const;

type Props = {
  open: boolean;
  onOpenChange(open: boolean): void;
  campaign: Campaign | null;
  options: CampaignOptions;
  timeZone: string;
  onSaved(campaign: Campaign, created: boolean): void;
};

/**
 * Add or edit a campaign (admin-automation.md §2–§5, §9): name, connection, a contact list or a tag, a file
 * list, the start on the company clock, five message variants in tabs with the template variables, and an
 * attachment. Outside the editing window (INATIVA, or PROGRAMADA more than 1 h ahead) it is read-only; a
 * cancelled campaign offers its restart there instead of a save the API would refuse.
 */
export function CampaignDialog({ open, onOpenChange, campaign, options, timeZone, onSaved }: Props) {
  const { t, i18n } = useTranslation('campaigns');
  const { t: tc } = useTranslation();
  const api = useApi();
  const actions = useCampaignActions();
  const settings = useCampaignSettings();
  const schema = useMemo(
    () => campaignFormSchema({ required: tc('validation.required'), tooShort: tc('validation.tooShort'), tooLong: tc('validation.tooLong'), time: t('dialog.dateRequired'), connection: t('dialog.connectionRequired'), message: t('dialog.messageRequired') }),
    [t, tc],
  );
  const form = useForm<CampaignFormValues>({ resolver: zodResolver(schema), defaultValues: campaignFormValues(null, timeZone) });
  const [tab, setTab] = useState<MessageField>('message1');
  const [media, setMedia] = useState<File | null>(null);
  const [dropMedia, setDropMedia] = useState(false);
  const [restarting, setRestarting] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const textareas = useRef<Partial<Record<MessageField, HTMLTextAreaElement | null>>>({});
  const id = campaign?.id ?? null;
  const readOnly = !!campaign && !isCampaignEditable(campaign);

  useEffect(() => {
    if (!open) return;
    form.reset(campaignFormValues(campaign, timeZone));
    setTab('message1');
    setMedia(null);
    setDropMedia(false);
  }, [open, id]);

  // One target at most: choosing a list clears the tag and the other way round.
  useEffect(() => {
    const sub = form.watch((v, { name }) => {
      if (name === 'contactListId' && v.contactListId && v.tagId) form.setValue('tagId', '');
      if (name === 'tagId' && v.tagId && v.contactListId) form.setValue('contactListId', '');
    });
    return () => sub.unsubscribe();
  }, [form]);

  const values = form.watch();
  const filled = (f: MessageField) => values[f]?.trim() !== '';
  const messageError = form.formState.errors.message1?.message;

  const insertVariable = (text: string) => {
    const el = textareas.current[tab];
    const current = form.getValues(tab);
    const { value, caret } = insertAt(current, el?.selectionStart ?? current.length, el?.selectionEnd ?? current.length, text);
    form.setValue(tab, value, { shouldDirty: true });
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(caret, caret);
    });
  };

  const startNow = () => {
    const now = nowOnCompanyClock(new Date(), timeZone);
    form.setValue('day', now.day, { shouldValidate: form.formState.isSubmitted });
    form.setValue('time', now.time, { shouldValidate: form.formState.isSubmitted });
  };

  const save = async (body: CampaignBody): Promise<{ campaign: Campaign; created: boolean }> => {
    const put = (id: number, json: Partial<CampaignBody>) => call(api.rpc.campaigns.campaigns[':id'].$put({ param: { id: String(id) }, json }));
    const upload = (id: number, file: File) => call(api.rpc.campaigns.campaigns[':id']['media-upload'].$post({ param: { id: String(id) }, form: { file } }));
    if (!id) {
      // The attachment goes on while the new campaign is still inactive: a start within the hour closes the editing window.
      let c = await call(api.rpc.campaigns.campaigns.$post({ json: media ? { ...body, scheduledAt: null } : body }));
      if (media) {
        try {
          c = await upload(c.id, media);
          if (body.scheduledAt) c = await put(c.id, { scheduledAt: body.scheduledAt });
        } catch (e) {
          onSaved(c, true);
          throw e;
        }
      }
      return { campaign: c, created: true };
    }
    if (dropMedia && campaign?.mediaPath) await call(api.rpc.campaigns.campaigns[':id']['media-upload'].$delete({ param: { id: String(id) } }));
    if (media) await upload(id, media);
    return { campaign: await put(id, body), created: false };
  };

  const submit = form.handleSubmit(async (v) => {
    try {
      const saved = await save(campaignRequestBody(v));
      toast.success(t(saved.created ? 'toasts.created' : 'toasts.updated'));
      onSaved(saved.campaign, saved.created);
      onOpenChange(false);
    } catch (e) {
      toastError(e);
    }
  });

  const restart = async () => {
    if (!campaign) return;
    setRestarting(true);
    const saved = await actions.restart(campaign);
    setRestarting(false);
    if (saved) {
      onSaved(saved, false);
      onOpenChange(false);
    }
  };

  const title = !campaign ? t('dialog.addTitle') : readOnly ? t('dialog.viewTitle') : t('dialog.editTitle');
  const currentMedia = media?.name ?? (!dropMedia ? campaign?.mediaName : null);
  const busy = form.formState.isSubmitting || restarting;
  const connectionOptions = options.connections.map((c) => ({ value: String(c.id), label: c.name, testId: `campaign-connection-${c.id}` }));
  const listOptions = options.contactLists.map((l) => ({ value: String(l.id), label: `${l.name} (${l.contactsCount})`, testId: `campaign-contact-list-${l.id}` }));
  const tagOptions = options.tags.map((x) => ({ value: String(x.id), label: x.name, testId: `campaign-tag-${x.id}` }));
  const fileOptions = options.fileLists.map((f) => ({ value: String(f.id), label: f.name, testId: `campaign-file-list-${f.id}` }));
  // A stored choice the pickers do not list (another user's file list, say) still shows.
  const withCurrent = (opts: typeof connectionOptions, value: string, label: string | undefined) => (value && !opts.some((o) => o.value === value) ? [...opts, { value, label: label ?? `#${value}`, testId: undefined as unknown as string }] : opts);

  return (
    <Dialog open={open} onOpenChange={(o) => !busy && onOpenChange(o)}>
      <DialogContent className="max-h-[94vh] overflow-y-auto sm:max-w-3xl" closeLabel={tc('actions.close')} data-testid="campaign-dialog" data-read-only={readOnly || undefined}>
        <DialogHeader>
          <DialogTitle className="flex flex-wrap items-center gap-2">
            {title}
            {campaign && <CampaignStatusBadge status={campaign.status} />}
          </DialogTitle>
          <DialogDescription>{t(readOnly ? 'dialog.timezone' : 'dialog.description', { timezone: timeZone })}</DialogDescription>
        </DialogHeader>
        {readOnly && campaign && campaign.status !== 'INATIVA' && (
          <p className="bg-muted/60 text-muted-foreground rounded-md px-3 py-2 text-sm" data-testid="campaign-dialog-read-only">
            {t(`dialog.readOnly.${campaign.status}`)}
          </p>
        )}
        <Form {...form}>
          <form id="campaign-form" onSubmit={(e) => void submit(e)} className="flex flex-col gap-4" noValidate>
            <fieldset disabled={readOnly || busy} className="flex min-w-0 flex-col gap-4">
              <div className="grid gap-4 sm:grid-cols-2">
                <TextField control={form.control} name="name" label={t('dialog.name')} autoComplete="off" maxLength={50} autoFocus={!readOnly} data-testid="campaign-name-input" />
                <SelectField
                  control={form.control}
                  name="whatsappId"
                  label={t('dialog.connection')}
                  options={withCurrent(connectionOptions, values.whatsappId, campaign?.whatsapp?.name)}
                  placeholder={t('dialog.connectionPlaceholder')}
                  empty={t('dialog.none')}
                  disabled={readOnly}
                  className="w-full"
                  data-testid="campaign-connection"
                />
                <SelectField
                  control={form.control}
                  name="contactListId"
                  label={t('dialog.contactList')}
                  options={withCurrent(listOptions, values.contactListId, campaign?.contactList?.name)}
                  empty={t('dialog.none')}
                  disabled={readOnly}
                  className="w-full"
                  data-testid="campaign-contact-list"
                />
                <SelectField control={form.control} name="tagId" label={t('dialog.tag')} options={withCurrent(tagOptions, values.tagId, undefined)} empty={t('dialog.none')} disabled={readOnly} className="w-full" data-testid="campaign-tag" />
              </div>
              <p className="text-muted-foreground -mt-2 text-sm">{t('dialog.targetHint')}</p>
              <div className="grid gap-4 sm:grid-cols-2">
                <SelectField
                  control={form.control}
                  name="fileListId"
                  label={t('dialog.fileList')}
                  description={t('dialog.fileListHint')}
                  options={withCurrent(fileOptions, values.fileListId, undefined)}
                  empty={t('dialog.none')}
                  disabled={readOnly}
                  className="w-full"
                  data-testid="campaign-file-list"
                />
                <div className="flex flex-col gap-2">
                  <div className="grid grid-cols-[1fr_6.5rem] gap-2">
                    <FormField
                      control={form.control}
                      name="day"
                      render={({ field }) => (
                        <FormItem>
                          <FormLabel>{t('dialog.startDate')}</FormLabel>
                          <DateInput value={field.value} onChange={field.onChange} language={i18n.language} placeholder={t('dialog.datePlaceholder')} calendarLabel={t('dialog.openCalendar')} disabled={readOnly} data-testid="campaign-day" />
                          <FormMessage />
                        </FormItem>
                      )}
                    />
                    <FormField
                      control={form.control}
                      name="time"
                      render={({ field }) => (
                        <FormItem>
                          <FormLabel>{t('dialog.startTime')}</FormLabel>
                          <FormControl>
                            <div className="relative">
                              <Input {...field} inputMode="numeric" autoComplete="off" placeholder={t('dialog.timePlaceholder')} onChange={(e) => field.onChange(maskTimeText(e.target.value))} className="pr-8 tabular-nums" data-testid="campaign-time" />
                              <ClockIcon className="text-muted-foreground pointer-events-none absolute top-2.5 right-2.5 size-4" />
                            </div>
                          </FormControl>
                          <FormMessage />
                        </FormItem>
                      )}
                    />
                  </div>
                  {!readOnly && (
                    <div className="flex flex-wrap items-center gap-2">
                      <Button type="button" variant="outline" size="sm" onClick={startNow} title={t('dialog.nowHint')} data-testid="campaign-start-now">
                        <ZapIcon /> {t('dialog.now')}
                      </Button>
                      {(values.day || values.time) && (
                        <Button type="button" variant="ghost" size="sm" onClick={() => (form.setValue('day', ''), form.setValue('time', ''))} data-testid="campaign-clear-schedule">
                          <XIcon /> {t('dialog.clearSchedule')}
                        </Button>
                      )}
                      <span className="text-muted-foreground text-xs">{t('dialog.scheduleHint')}</span>
                    </div>
                  )}
                </div>
              </div>
            </fieldset>
            {/* Outside the fieldset: a read-only campaign's variants stay browsable (its tabs enabled, the texts read-only). */}
            <div className="flex flex-col gap-2">
              <div>
                <Label>{t('dialog.messages')}</Label>
                <p className="text-muted-foreground mt-1 text-sm">{t('dialog.messagesHint')}</p>
              </div>
              <Tabs value={tab} onValueChange={(v) => setTab(v as MessageField)}>
                <TabsList className="w-full" data-testid="campaign-message-tabs">
                  {messageFields.map((f, i) => (
                    <TabsTrigger key={f} value={f} data-testid={`campaign-tab-${i + 1}`} data-filled={filled(f) || undefined} aria-label={t('dialog.message', { n: i + 1 })}>
                      <span className="sm:hidden">{i + 1}</span>
                      <span className="hidden sm:inline">{t('dialog.message', { n: i + 1 })}</span>
                      {filled(f) && <span className="bg-primary size-1.5 rounded-full" aria-hidden />}
                    </TabsTrigger>
                  ))}
                </TabsList>
                {messageFields.map((f, i) => (
                  <TabsContent key={f} value={f} forceMount className="data-[state=inactive]:hidden">
                    <FormField
                      control={form.control}
                      name={f}
                      render={({ field }) => (
                        <FormItem>
                          <FormLabel className="sr-only">{t('dialog.message', { n: i + 1 })}</FormLabel>
                          <FormControl>
                            <Textarea
                              {...field}
                              ref={(el) => {
                                field.ref(el);
                                textareas.current[f] = el;
                              }}
                              rows={6}
                              readOnly={readOnly || busy}
                              className={cn('max-h-72 min-h-32', readOnly && 'bg-muted/40 focus-visible:ring-0')}
                              placeholder={t('dialog.messagePlaceholder', { n: i + 1 })}
                              data-testid={`campaign-message-${i + 1}`}
                            />
                          </FormControl>
                        </FormItem>
                      )}
                    />
                  </TabsContent>
                ))}
              </Tabs>
              {messageError && (
                <p className="text-destructive text-sm" data-testid="campaign-message-error">
                  {messageError}
                </p>
              )}
              {!readOnly && (
                <div className="flex flex-wrap items-center gap-1.5" data-testid="campaign-variables">
                  <span className="text-muted-foreground text-xs">{t('dialog.variables')}:</span>
                  {templateVariables.map((v) => (
                    <Button key={v} type="button" variant="outline" size="sm" className="h-6 px-2 font-mono text-xs" title={t(`dialog.variable.${v}`)} onClick={() => insertVariable(`{{${v}}}`)} data-testid={`campaign-variable-${v}`}>
                      {`{{${v}}}`}
                    </Button>
                  ))}
                  {settings.values?.variables.map((v) => (
                    <Button key={v.key} type="button" variant="outline" size="sm" className="h-6 px-2 font-mono text-xs" title={v.value} onClick={() => insertVariable(`{${v.key}}`)} data-testid={`campaign-variable-${v.key}`}>
                      {`{${v.key}}`}
                    </Button>
                  ))}
                </div>
              )}
            </div>
            <fieldset disabled={readOnly || busy} className="flex min-w-0 flex-col gap-4">
              <div className="flex flex-col gap-2">
                <Label>{t('dialog.media')}</Label>
                <div className="flex flex-wrap items-center gap-2">
                  <input
                    ref={fileInput}
                    type="file"
                    className="hidden"
                    data-testid="campaign-media-file"
                    onChange={(e) => {
                      const file = e.target.files?.[0];
                      e.target.value = '';
                      if (file) setMedia(file);
                    }}
                  />
                  {currentMedia ? (
                    <span className={cn('bg-muted inline-flex max-w-full items-center gap-1.5 rounded-md px-2 py-1 text-sm')} data-testid="campaign-media-name">
                      <PaperclipIcon className="size-4 shrink-0" />
                      {campaign?.mediaUrl && !media ? (
                        <a href={campaign.mediaUrl} target="_blank" rel="noreferrer" className="truncate hover:underline">
                          {currentMedia}
                        </a>
                      ) : (
                        <span className="truncate">{currentMedia}</span>
                      )}
                      {!readOnly && (
                        <button
                          type="button"
                          className="text-muted-foreground hover:text-foreground"
                          aria-label={t('dialog.removeMedia')}
                          title={t('dialog.removeMedia')}
                          onClick={() => (media ? setMedia(null) : setDropMedia(true))}
                          data-testid="campaign-media-remove"
                        >
                          <XIcon className="size-4" />
                        </button>
                      )}
                    </span>
                  ) : (
                    readOnly && <span className="text-muted-foreground text-sm">—</span>
                  )}
                  {!readOnly && (
                    <Button type="button" variant="outline" size="sm" onClick={() => fileInput.current?.click()} data-testid="campaign-media-attach">
                      <PaperclipIcon /> {t('dialog.attach')}
                    </Button>
                  )}
                </div>
                {!readOnly && <p className="text-muted-foreground text-sm">{t('dialog.mediaHint')}</p>}
              </div>
            </fieldset>
            {readOnly ? (
              <DialogFooter>
                <Button type="button" variant="outline" onClick={() => onOpenChange(false)} data-testid="campaign-dialog-close">
                  {tc('actions.close')}
                </Button>
                {campaign?.status === 'CANCELADA' && (
                  <Button type="button" onClick={() => void restart()} disabled={restarting} data-testid="campaign-dialog-restart">
                    {restarting ? <LoaderCircleIcon className="animate-spin" /> : <RotateCcwIcon />} {t('dialog.restart')}
                  </Button>
                )}
              </DialogFooter>
            ) : (
              <FormDialogFooter cancelLabel={tc('actions.cancel')} saveLabel={tc('actions.save')} onCancel={() => onOpenChange(false)} submitting={form.formState.isSubmitting} saveTestId="campaign-save" />
            )}
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
