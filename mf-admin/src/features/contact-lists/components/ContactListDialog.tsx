import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { call, useApi } from '@zapdesk/client';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, Form, FormDialogFooter, TextField, toast, toastError } from '@zapdesk/ui';
import type { ContactListRecord } from '@zapdesk/contracts';

type Values = { name: string };

/** Add or rename a contact list (admin-automation.md §5: name required, 2 to 50). */
export function ContactListDialog({ open, onOpenChange, contactList, onSaved }: { open: boolean; onOpenChange(open: boolean): void; contactList: ContactListRecord | null; onSaved(list: ContactListRecord, created: boolean): void }) {
  const { t } = useTranslation('contactLists');
  const { t: tc } = useTranslation();
  const api = useApi();
  const schema = useMemo(() => z.object({ name: z.string().trim().min(1, tc('validation.required')).min(2, tc('validation.tooShort')).max(50, tc('validation.tooLong')) }), [tc]);
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { name: '' } });
  const id = contactList?.id ?? null;

  useEffect(() => {
    if (open) form.reset({ name: contactList?.name ?? '' });
  }, [open, id]);

  const submit = form.handleSubmit(async ({ name }) => {
    try {
      const saved = await call(id ? api.rpc.contactLists['contact-lists'][':id'].$put({ param: { id: String(id) }, json: { name } }) : api.rpc.contactLists['contact-lists'].$post({ json: { name } }));
      toast.success(t(id ? 'toasts.updated' : 'toasts.created'));
      onSaved(saved, !id);
      onOpenChange(false);
    } catch (e) {
      toastError(e);
    }
  });

  const title = t(id ? 'form.editTitle' : 'form.addTitle');
  return (
    <Dialog open={open} onOpenChange={(o) => !form.formState.isSubmitting && onOpenChange(o)}>
      <DialogContent className="sm:max-w-md" closeLabel={tc('actions.close')} data-testid="contact-list-dialog">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription className="sr-only">{title}</DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-4" noValidate>
            <TextField control={form.control} name="name" label={t('form.name')} autoFocus autoComplete="off" maxLength={50} data-testid="contact-list-name" />
            <FormDialogFooter cancelLabel={tc('actions.cancel')} saveLabel={tc('actions.save')} onCancel={() => onOpenChange(false)} submitting={form.formState.isSubmitting} saveTestId="contact-list-save" />
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
