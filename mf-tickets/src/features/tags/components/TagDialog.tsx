import { useEffect, useMemo, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { call, useApi, useSession } from '@zapdesk/client';
import { colorPalette, ColorPicker, Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, Form, FormDialogFooter, FormField, FormItem, FormLabel, FormMessage, SwitchField, TextField, toast, toastError } from '@zapdesk/ui';
import type { Tag } from '@zapdesk/contracts';
import { managesTags } from '../utils/manages-tags';
import { TagChip } from './TagChip';

type Values = { name: string; color: string; kanban: boolean };

/** Add or edit a tag: name (at least 3), colour from the palette, and the kanban switch for admins and supervisors. */
export function TagDialog({ open, onOpenChange, tag, onSaved }: { open: boolean; onOpenChange(open: boolean): void; tag: Tag | null; onSaved(tag: Tag, created: boolean): void }) {
  const { t } = useTranslation('tags');
  const { t: tc } = useTranslation();
  const api = useApi();
  const { user } = useSession();
  const kanbanAllowed = managesTags(user?.profile);
  const schema = useMemo(
    () =>
      z.object({
        name: z.string().trim().min(1, t('form.errors.required')).min(3, t('form.errors.short')).max(64, t('form.errors.long')),
        color: z.string().regex(/^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i, t('form.errors.color')),
        kanban: z.boolean(),
      }),
    [t],
  );
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { name: '', color: colorPalette[18], kanban: false } });
  const id = tag?.id ?? null;
  const initial = useRef(tag);
  initial.current = tag;

  useEffect(() => {
    if (!open) return;
    const g = initial.current;
    form.reset(g ? { name: g.name, color: g.color, kanban: g.kanban === 1 } : { name: '', color: colorPalette[Math.floor(Math.random() * colorPalette.length)], kanban: false });
  }, [open, id, form]);

  const submit = form.handleSubmit(async (v) => {
    // Only admins and supervisors send kanban (the API ignores it from others anyway).
    const body = { name: v.name, color: v.color, ...(kanbanAllowed ? { kanban: v.kanban ? 1 : 0 } : {}) };
    try {
      const saved = await call(id ? api.rpc.tags.tags[':id'].$put({ param: { id: String(id) }, json: body }) : api.rpc.tags.tags.$post({ json: body }));
      toast.success(t(id ? 'toasts.updated' : 'toasts.created'));
      onSaved(saved, !id);
      onOpenChange(false);
    } catch (e) {
      toastError(e);
    }
  });

  const preview = form.watch(['name', 'color']);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-md" closeLabel={tc('actions.close')} data-testid="tag-dialog">
        <DialogHeader>
          <DialogTitle>{t(id ? 'form.editTitle' : 'form.addTitle')}</DialogTitle>
          <DialogDescription className="sr-only">{t(id ? 'form.editTitle' : 'form.addTitle')}</DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-4" noValidate>
            <TextField control={form.control} name="name" label={t('form.name')} autoFocus maxLength={64} data-testid="tag-name" />
            <FormField
              control={form.control}
              name="color"
              render={({ field }) => (
                <FormItem>
                  <FormLabel className="justify-between">
                    {t('form.color')}
                    {preview[0].trim() && <TagChip name={preview[0].trim()} color={preview[1]} />}
                  </FormLabel>
                  <ColorPicker value={field.value} onChange={field.onChange} label={t('form.color')} />
                  <FormMessage />
                </FormItem>
              )}
            />
            {kanbanAllowed && (
              <SwitchField control={form.control} name="kanban" label={t('form.kanban')} description={t('form.kanbanHint')} data-testid="tag-kanban" />
            )}
            <FormDialogFooter cancelLabel={tc('actions.cancel')} saveLabel={tc('actions.save')} onCancel={() => onOpenChange(false)} submitting={form.formState.isSubmitting} saveTestId="tag-save" />
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
