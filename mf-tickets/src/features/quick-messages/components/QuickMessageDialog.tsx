import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { PaperclipIcon, XIcon } from 'lucide-react';
import { call, useApi } from '@zapdesk/client';
import { Button, Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, Form, FormDialogFooter, Label, SwitchField, TextareaField, TextField, toast, toastError } from '@zapdesk/ui';
import { mediaFileName, renamedForUpload } from '../utils/media-file-name';
import type { QuickMessage } from '@zapdesk/contracts';

type Values = { shortcode: string; message: string; geral: boolean };

/**
 * Add or edit a quick message. The record is saved first (POST or PUT), then the file: a new one is uploaded
 * (POST …/media-upload, replacing any previous file), a removed one deleted (DELETE …/media-upload).
 */
export function QuickMessageDialog({ open, onOpenChange, quickMessage, onSaved }: { open: boolean; onOpenChange(open: boolean): void; quickMessage: QuickMessage | null; onSaved(q: QuickMessage, created: boolean): void }) {
  const { t } = useTranslation('quickMessages');
  const { t: tc } = useTranslation();
  const api = useApi();
  const schema = useMemo(
    () => z.object({ shortcode: z.string().trim().min(1, t('form.errors.required')).max(100, t('form.errors.tooLong')), message: z.string().max(10_000, t('form.errors.tooLong')), geral: z.boolean() }),
    [t],
  );
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { shortcode: '', message: '', geral: false } });
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [dropExisting, setDropExisting] = useState(false);
  const id = quickMessage?.id ?? null;
  const initial = useRef(quickMessage);
  initial.current = quickMessage;

  useEffect(() => {
    if (!open) return;
    const q = initial.current;
    form.reset({ shortcode: q?.shortcode ?? '', message: q?.message ?? '', geral: q?.geral ?? false });
    setFile(null);
    setDropExisting(false);
  }, [open, id, form]);

  const existingName = quickMessage?.mediaName && !dropExisting ? quickMessage.mediaName : null;

  const submit = form.handleSubmit(async (values) => {
    let saved: QuickMessage;
    try {
      saved = await call(id ? api.rpc.quickMessages['quick-messages'][':id'].$put({ param: { id: String(id) }, json: values }) : api.rpc.quickMessages['quick-messages'].$post({ json: values }));
    } catch (e) {
      return void toastError(e);
    }
    toast.success(t(id ? 'toasts.updated' : 'toasts.created'));
    // The record is saved: a failed file step is reported, and the dialog still closes (no duplicate on a retry).
    try {
      if (file) {
        const upload = api.rpc.quickMessages['quick-messages'][':id']['media-upload'];
        saved = await call(upload.$post({ param: { id: String(saved.id) }, form: { typeArch: 'quickMessage', file: renamedForUpload(file) } }));
      } else if (dropExisting && quickMessage?.mediaName) {
        saved = await call(api.rpc.quickMessages['quick-messages'][':id']['media-upload'].$delete({ param: { id: String(saved.id) } }));
        toast.success(t('toasts.mediaRemoved'));
      }
    } catch (e) {
      toastError(e);
    }
    onSaved(saved, !id);
    onOpenChange(false);
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-lg" closeLabel={tc('actions.close')} data-testid="quick-message-dialog">
        <DialogHeader>
          <DialogTitle>{t(id ? 'form.editTitle' : 'form.addTitle')}</DialogTitle>
          <DialogDescription className="sr-only">{t(id ? 'form.editTitle' : 'form.addTitle')}</DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-4" noValidate>
            <TextField control={form.control} name="shortcode" label={t('form.shortcode')} description={t('form.shortcodeHint')} autoFocus maxLength={100} data-testid="quick-message-shortcode" />
            <TextareaField control={form.control} name="message" label={t('form.message')} rows={5} className="max-h-60" data-testid="quick-message-message" />
            <SwitchField control={form.control} name="geral" label={t('form.geral')} description={t('form.geralHint')} data-testid="quick-message-geral" />
            <div className="flex flex-col gap-2">
              <Label>{t('form.media')}</Label>
              <input ref={fileInput} type="file" className="hidden" onChange={(e) => { setFile(e.target.files?.[0] ?? null); e.target.value = ''; }} data-testid="quick-message-file" />
              {file || existingName ? (
                <div className="bg-muted flex items-center gap-2 rounded-md px-3 py-2 text-sm" data-testid="quick-message-media">
                  <PaperclipIcon className="text-muted-foreground size-4 shrink-0" />
                  <span className="min-w-0 flex-1 truncate">{file ? mediaFileName(file.name) : existingName}</span>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    className="size-7"
                    aria-label={t('form.removeMedia')}
                    title={t('form.removeMedia')}
                    onClick={() => (file ? setFile(null) : setDropExisting(true))}
                    data-testid="quick-message-remove-media"
                  >
                    <XIcon />
                  </Button>
                </div>
              ) : (
                <Button type="button" variant="outline" size="sm" className="self-start" onClick={() => fileInput.current?.click()}>
                  <PaperclipIcon /> {t('form.attach')}
                </Button>
              )}
              <p className="text-muted-foreground text-xs">{t('form.mediaLimits')}</p>
            </div>
            <FormDialogFooter cancelLabel={tc('actions.cancel')} saveLabel={tc('actions.save')} onCancel={() => onOpenChange(false)} submitting={form.formState.isSubmitting} saveTestId="quick-message-save" />
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
