import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { ImageIcon, PaperclipIcon, XIcon } from 'lucide-react';
import { call, useApi } from '@zapdesk/client';
import type { Announcement } from '@zapdesk/contracts';
import { Button, Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, Form, FormDialogFooter, SelectField, SwitchField, TextareaField, TextField, isOperationError, toast, toastAreaError } from '@zapdesk/ui';
import { announcementFormSchema, imageProblem, type AnnouncementFormValues } from '../utils/announcement-form';

/** Create or edit an announcement (POST /announcements, PUT /announcements/{id}), then attach or remove its image. */
export function AnnouncementDialog({ open, onOpenChange, announcement, onSaved }: { open: boolean; onOpenChange(open: boolean): void; announcement: Announcement | null; onSaved(a: Announcement): void }) {
  const { t } = useTranslation('announcements');
  const { t: tc } = useTranslation();
  const api = useApi();
  const form = useForm<AnnouncementFormValues>({ resolver: zodResolver(announcementFormSchema(t)), defaultValues: { title: '', text: '', priority: '3', status: true } });
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [dropExisting, setDropExisting] = useState(false);
  const [fileError, setFileError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!open) return;
    form.reset({ title: announcement?.title ?? '', text: announcement?.text ?? '', priority: String(announcement?.priority ?? 3) as '1' | '2' | '3', status: announcement?.status ?? true });
    setFile(null);
    setDropExisting(false);
    setFileError(null);
  }, [open, announcement, form]);
  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const pick = (f: File | undefined) => {
    if (!f) return;
    const problem = imageProblem(f);
    setFileError(problem ? t(`errors.${problem}`) : null);
    if (!problem) setFile(f);
  };
  const shown = preview ?? (!dropExisting ? (announcement?.mediaUrl ?? null) : null);

  const submit = form.handleSubmit(async (v) => {
    const json = { title: v.title.trim(), text: v.text.trim(), priority: Number(v.priority), status: v.status };
    try {
      let saved = await call(announcement ? api.rpc.announcements.announcements[':id'].$put({ param: { id: String(announcement.id) }, json }) : api.rpc.announcements.announcements.$post({ json }));
      if (file) saved = await call(api.rpc.announcements.announcements[':id']['media-upload'].$post({ param: { id: String(saved.id) }, form: { file } }));
      else if (dropExisting && announcement?.mediaPath) saved = await call(api.rpc.announcements.announcements[':id']['media-upload'].$delete({ param: { id: String(saved.id) } }));
      onSaved(saved);
      toast.success(t(announcement ? 'toasts.saved' : 'toasts.created'));
      onOpenChange(false);
    } catch (e) {
      toastAreaError(e, t(isOperationError(e) ? 'toasts.errorOperation' : 'toasts.error'));
    }
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={tc('actions.close')} className="max-h-[92vh] overflow-y-auto sm:max-w-xl" data-testid="announcement-dialog">
        <DialogHeader>
          <DialogTitle>{announcement ? t('dialog.editTitle') : t('dialog.addTitle')}</DialogTitle>
          <DialogDescription>{t('dialog.description')}</DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={submit} className="grid grid-cols-[minmax(0,1fr)] gap-4" noValidate>
            <TextField control={form.control} name="title" label={t('dialog.titleLabel')} autoFocus maxLength={200} data-testid="announcement-title" />
            <TextareaField control={form.control} name="text" label={t('dialog.textLabel')} rows={4} maxLength={5000} data-testid="announcement-text" />
            <div className="grid gap-4 sm:grid-cols-2">
              <SelectField
                control={form.control}
                name="priority"
                label={t('dialog.priorityLabel')}
                options={(['1', '2', '3'] as const).map((p) => ({ value: p, label: t(`priority.${p}`), testId: `announcement-priority-${p}` }))}
                data-testid="announcement-priority"
              />
              <SwitchField control={form.control} name="status" label={t('dialog.statusLabel')} className="self-end" data-testid="announcement-status" />
            </div>
            <div className="grid gap-2">
              <span className="text-sm font-medium">{t('dialog.media')}</span>
              {shown ? (
                <div className="bg-muted relative h-36 w-56 overflow-hidden rounded-md border">
                  <img src={shown} alt="" className="size-full object-contain" data-testid="announcement-media-preview" />
                  <Button
                    type="button"
                    size="icon"
                    variant="secondary"
                    className="absolute top-1 right-1 size-7"
                    aria-label={t('dialog.removeMedia')}
                    onClick={() => {
                      setFile(null);
                      setDropExisting(true);
                    }}
                    data-testid="announcement-media-remove"
                  >
                    <XIcon />
                  </Button>
                </div>
              ) : (
                <div className="text-muted-foreground flex items-center gap-2 text-sm">
                  <ImageIcon className="size-4" /> {t('dialog.mediaHint')}
                </div>
              )}
              <input ref={input} type="file" accept=".png,.jpg,.jpeg,image/png,image/jpeg" className="hidden" onChange={(e) => pick(e.target.files?.[0])} data-testid="announcement-media-input" />
              <Button type="button" variant="outline" className="w-fit" onClick={() => input.current?.click()} data-testid="announcement-media-attach">
                <PaperclipIcon />
                {t('dialog.attach')}
              </Button>
              {fileError && <p className="text-destructive text-sm" role="alert">{fileError}</p>}
            </div>
            <FormDialogFooter cancelLabel={tc('actions.cancel')} saveLabel={tc('actions.save')} onCancel={() => onOpenChange(false)} submitting={form.formState.isSubmitting} saveTestId="announcement-save" />
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
