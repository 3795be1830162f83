import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { PaperclipIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import type { MediaFileList } from '@zapdesk/contracts';
import { call, useApi } from '@zapdesk/client';
import { Button, Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, Form, FormDialogFooter, Input, Label, TextareaField, TextField, cn, toast, toastError } from '@zapdesk/ui';
import { fileListBody, nameFromFile, newOptionRow, optionRows, oversizeLimit, pendingUploads, type OptionRow } from '../utils/file-list-form';
import { MediaTypeIcon } from './MediaTypeIcon';

type Values = { name: string; message: string };
type Progress = { current: number; total: number; percent: number };

/**
 * Add or edit a file list (admin-automation.md §3, §5): name (3+), message (required) and option rows of a name
 * and a file. The list is saved first (its options in the rows' order), then each new file is uploaded to its
 * option, one request per file so the progress can be shown.
 */
export function FileListDialog({ open, onOpenChange, fileList, onSaved }: { open: boolean; onOpenChange(open: boolean): void; fileList: MediaFileList | null; onSaved(f: MediaFileList, created: boolean): void }) {
  const { t } = useTranslation('files');
  const { t: tc } = useTranslation();
  const api = useApi();
  const schema = useMemo(
    () =>
      z.object({
        name: z.string().trim().min(3, t('dialog.errors.nameShort')).max(100, t('dialog.errors.tooLong')),
        message: z.string().trim().min(1, t('dialog.errors.required')).max(4096, t('dialog.errors.tooLong')),
      }),
    [t],
  );
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { name: '', message: '' } });
  const [rows, setRows] = useState<OptionRow[]>([]);
  const [checked, setChecked] = useState(false);
  const [progress, setProgress] = useState<Progress | null>(null);
  const inputs = useRef(new Map<string, HTMLInputElement>());
  const id = fileList?.id ?? null;
  const initial = useRef(fileList);
  initial.current = fileList;

  useEffect(() => {
    if (!open) return;
    const f = initial.current;
    form.reset({ name: f?.name ?? '', message: f?.message ?? '' });
    setRows(f ? optionRows(f) : [newOptionRow()]);
    setChecked(false);
    setProgress(null);
  }, [open, id, form]);

  const rowError = (r: OptionRow) => {
    if (!r.name.trim()) return t('dialog.errors.required');
    if (!r.file && !r.current) return t('dialog.errors.fileRequired');
    const limit = r.file && oversizeLimit(r.file);
    return limit ? t('dialog.errors.fileTooBig', { limit }) : null;
  };
  const update = (key: string, change: Partial<OptionRow>) => setRows((rs) => rs.map((r) => (r.key === key ? { ...r, ...change } : r)));

  const submit = form.handleSubmit(async (values) => {
    setChecked(true);
    if (rows.some(rowError)) return;
    let saved: MediaFileList;
    try {
      const json = fileListBody(values, rows);
      saved = id ? await call(api.rpc.files.files[':id'].$put({ param: { id: String(id) }, json })) : await call(api.rpc.files.files.$post({ json }));
    } catch (e) {
      return void toastError(e);
    }
    const uploads = pendingUploads(rows, saved);
    const totalBytes = uploads.reduce((n, u) => n + u.file.size, 0) || 1;
    let sentBytes = 0;
    // The list is saved: a refused file is reported by name, the others still go, and the dialog closes.
    for (const [i, u] of uploads.entries()) {
      setProgress({ current: i + 1, total: uploads.length, percent: Math.round((sentBytes / totalBytes) * 100) });
      const body = new FormData();
      body.append('files', u.file);
      body.append('optionIds', String(u.optionId));
      try {
        saved = await call(api.rpc.files.files.uploadList[':id'].$post({ param: { id: String(saved.id) } }, { init: { body } }));
      } catch (e) {
        toast.error(t('toasts.uploadFailed', { name: u.file.name }));
        toastError(e);
      }
      sentBytes += u.file.size;
    }
    if (uploads.length) setProgress({ current: uploads.length, total: uploads.length, percent: 100 });
    toast.success(t(id ? 'toasts.updated' : 'toasts.created'));
    onSaved(saved, !id);
    onOpenChange(false);
  });

  const busy = form.formState.isSubmitting;
  return (
    <Dialog open={open} onOpenChange={(o) => !busy && onOpenChange(o)}>
      <DialogContent className="max-h-[92vh] overflow-y-auto sm:max-w-2xl" closeLabel={tc('actions.close')} data-testid="file-list-dialog">
        <DialogHeader>
          <DialogTitle>{t(id ? 'dialog.editTitle' : 'dialog.addTitle')}</DialogTitle>
          <DialogDescription>{t('dialog.description')}</DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-4" noValidate>
            <fieldset disabled={busy} className="flex min-w-0 flex-col gap-4">
              <TextField control={form.control} name="name" label={t('dialog.name')} autoFocus maxLength={100} data-testid="file-list-name-input" />
              <TextareaField control={form.control} name="message" label={t('dialog.message')} rows={3} className="max-h-48" data-testid="file-list-message" />
              <div className="flex flex-col gap-2">
                <Label>{t('dialog.options')}</Label>
                {rows.length === 0 && <p className="text-muted-foreground rounded-md border border-dashed p-3 text-sm">{t('dialog.noOptions')}</p>}
                <ul className="flex flex-col gap-2" data-testid="file-list-options">
                  {rows.map((r, i) => {
                    const error = checked ? rowError(r) : null;
                    return (
                      <li key={r.key} className={cn('bg-muted/40 flex flex-col gap-2 rounded-md border p-2.5', error && 'border-destructive/60')} data-testid="file-list-option">
                        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
                          <span className="text-muted-foreground hidden w-5 shrink-0 text-right text-xs tabular-nums sm:block">{i + 1}.</span>
                          <Input value={r.name} onChange={(e) => update(r.key, { name: e.target.value })} placeholder={t('dialog.optionName')} aria-label={t('dialog.optionName')} maxLength={100} className="sm:flex-1" data-testid="file-list-option-name" />
                          <input
                            ref={(el) => {
                              if (el) inputs.current.set(r.key, el);
                              else inputs.current.delete(r.key);
                            }}
                            type="file"
                            className="hidden"
                            onChange={(e) => {
                              const file = e.target.files?.[0] ?? null;
                              e.target.value = '';
                              if (file) update(r.key, { file, name: r.name.trim() ? r.name : nameFromFile(file.name) });
                            }}
                            data-testid="file-list-option-file"
                          />
                          <Button type="button" variant="outline" size="sm" className="shrink-0" onClick={() => inputs.current.get(r.key)?.click()} data-testid="file-list-option-choose">
                            <PaperclipIcon /> {r.file || r.current ? t('dialog.replace') : t('dialog.choose')}
                          </Button>
                          <Button type="button" variant="ghost" size="icon" className="text-muted-foreground hover:text-destructive size-8 shrink-0" aria-label={t('dialog.removeOption')} title={t('dialog.removeOption')} onClick={() => setRows((rs) => rs.filter((x) => x.key !== r.key))} data-testid="file-list-option-remove">
                            <Trash2Icon />
                          </Button>
                        </div>
                        {(r.file || r.current) && (
                          <div className="text-muted-foreground flex min-w-0 items-center gap-1.5 text-xs sm:pl-7" data-testid="file-list-option-media">
                            {r.file ? (
                              <>
                                <PaperclipIcon className="size-3.5 shrink-0" />
                                <span className="truncate">{r.file.name}</span>
                                <span className="shrink-0 tabular-nums">({Math.max(1, Math.round(r.file.size / 1024))} KB)</span>
                              </>
                            ) : (
                              <>
                                <MediaTypeIcon type={r.current!.mediaType} />
                                <span className="shrink-0">{t(`mediaType.${(['image', 'audio', 'video'] as const).find((k) => k === r.current!.mediaType) ?? 'document'}`)}</span>
                                <span>·</span>
                                {r.current!.url ? (
                                  <a href={r.current!.url} target="_blank" rel="noreferrer" className="truncate hover:underline">
                                    {t('dialog.current')}
                                  </a>
                                ) : (
                                  <span className="truncate">{t('dialog.current')}</span>
                                )}
                              </>
                            )}
                          </div>
                        )}
                        {error && (
                          <p className="text-destructive text-xs sm:pl-7" data-testid="file-list-option-error">
                            {error}
                          </p>
                        )}
                      </li>
                    );
                  })}
                </ul>
                <Button type="button" variant="outline" size="sm" className="self-start" onClick={() => setRows((rs) => [...rs, newOptionRow()])} data-testid="file-list-add-option">
                  <PlusIcon /> {t('dialog.addOption')}
                </Button>
                <p className="text-muted-foreground text-xs">{t('dialog.limits')}</p>
              </div>
            </fieldset>
            {progress && (
              <div className="flex flex-col gap-1.5" role="status" data-testid="file-list-progress">
                <span className="text-muted-foreground text-xs">{t('dialog.uploading', { current: progress.current, total: progress.total })}</span>
                <div className="bg-muted h-2 overflow-hidden rounded-full">
                  <div className="bg-primary h-full rounded-full transition-[width] duration-300" style={{ width: `${progress.percent}%` }} />
                </div>
              </div>
            )}
            <FormDialogFooter cancelLabel={tc('actions.cancel')} saveLabel={tc('actions.save')} onCancel={() => onOpenChange(false)} submitting={busy} saveTestId="file-list-save" />
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
