import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { call, useApi } from '@zapdesk/client';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, Form, FormDialogFooter, TextareaField, TextField, isOperationError, toast, toastAreaError } from '@zapdesk/ui';
import { helpFormSchema, type HelpFormValues } from '../utils/help-form-schema';
import type { Help } from '@zapdesk/contracts';
import { youtubeCode } from '../utils/youtube';
import { HelpThumbnail } from './HelpThumbnail';

/** Create or edit a help video (POST /helps, PUT /helps/{id}). */
export function HelpDialog({ open, onOpenChange, help, onSaved }: { open: boolean; onOpenChange(open: boolean): void; help: Help | null; onSaved(help: Help): void }) {
  const { t } = useTranslation('helps');
  const { t: tc } = useTranslation();
  const api = useApi();
  const form = useForm<HelpFormValues>({ resolver: zodResolver(helpFormSchema(t)), defaultValues: { title: '', description: '', video: '' } });
  useEffect(() => {
    if (open) form.reset({ title: help?.title ?? '', description: help?.description ?? '', video: help?.video ?? '' });
  }, [open, help, form]);
  const video = form.watch('video');
  const code = video.trim() ? youtubeCode(video) : null;

  const submit = form.handleSubmit(async (v) => {
    try {
      const body = { title: v.title.trim(), description: v.description, video: v.video.trim() };
      const saved = await call(help ? api.rpc.helps.helps[':id'].$put({ param: { id: String(help.id) }, json: body }) : api.rpc.helps.helps.$post({ json: body }));
      onSaved(saved);
      toast.success(t(help ? 'toasts.saved' : 'toasts.created'));
      onOpenChange(false);
    } catch (e) {
      toastAreaError(e, t(isOperationError(e) ? 'toasts.errorOperation' : 'toasts.error'));
    }
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={tc('actions.close')} className="sm:max-w-xl" data-testid="help-dialog">
        <DialogHeader>
          <DialogTitle>{help ? t('dialog.editTitle') : t('dialog.addTitle')}</DialogTitle>
          <DialogDescription>{t('dialog.description')}</DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={submit} className="grid grid-cols-[minmax(0,1fr)] gap-4" noValidate>
            <TextField control={form.control} name="title" label={t('dialog.titleLabel')} autoFocus maxLength={200} data-testid="help-title" />
            <TextareaField control={form.control} name="description" label={t('dialog.descriptionLabel')} rows={3} maxLength={5000} data-testid="help-description" />
            <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_9rem]">
              <TextField control={form.control} name="video" label={t('dialog.video')} description={t('dialog.videoHint')} placeholder="https://youtu.be/…" data-testid="help-video" />
              <HelpThumbnail key={code ?? 'none'} code={code} className="self-start rounded-md border" />
            </div>
            <FormDialogFooter cancelLabel={tc('actions.cancel')} saveLabel={tc('actions.save')} onCancel={() => onOpenChange(false)} submitting={form.formState.isSubmitting} saveTestId="help-save" />
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
