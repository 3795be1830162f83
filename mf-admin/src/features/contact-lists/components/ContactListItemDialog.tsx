import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { call, isApiError, useApi } from '@zapdesk/client';
import { errorText } from '@zapdesk/i18n';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, Form, FormDialogFooter, TextField, toast, toastError } from '@zapdesk/ui';
import type { ContactListItem } from '@zapdesk/contracts';
import { contactListItemSchema, type ContactListItemValues } from '../utils/contact-list-item-form';

/** Add a number to a list or edit one: name, number (normalised by the server with its country code), e-mail. */
export function ContactListItemDialog({
  open,
  onOpenChange,
  contactListId,
  item,
  onSaved,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  contactListId: number;
  item: ContactListItem | null;
  onSaved(item: ContactListItem, created: boolean): void;
}) {
  const { t } = useTranslation('contactLists');
  const { t: tc } = useTranslation();
  const api = useApi();
  const schema = useMemo(
    () =>
      contactListItemSchema({
        required: tc('validation.required'),
        tooShort: tc('validation.tooShort'),
        tooLong: tc('validation.tooLong'),
        email: tc('validation.email'),
        numberShort: t('items.errors.numberShort'),
        numberLong: t('items.errors.numberLong'),
      }),
    [t, tc],
  );
  const form = useForm<ContactListItemValues>({ resolver: zodResolver(schema), defaultValues: { name: '', number: '', email: '' } });
  const id = item?.id ?? null;

  useEffect(() => {
    if (open) form.reset({ name: item?.name ?? '', number: item?.number ?? '', email: item?.email ?? '' });
  }, [open, id]);

  const submit = form.handleSubmit(async (v) => {
    try {
      const saved = await call(
        id
          ? api.rpc.contactLists['contact-list-items'][':id'].$put({ param: { id: String(id) }, json: v })
          : api.rpc.contactLists['contact-list-items'].$post({ json: { ...v, contactListId } }),
      );
      toast.success(t(id ? 'items.toasts.updated' : 'items.toasts.created'));
      onSaved(saved, !id);
      onOpenChange(false);
    } catch (e) {
      if (isApiError(e) && e.error === 'ERR_DUPLICATED_CONTACT') form.setError('number', { message: errorText(e) });
      toastError(e);
    }
  });

  const title = t(id ? 'items.form.editTitle' : 'items.form.addTitle');
  return (
    <Dialog open={open} onOpenChange={(o) => !form.formState.isSubmitting && onOpenChange(o)}>
      <DialogContent className="sm:max-w-md" closeLabel={tc('actions.close')} data-testid="contact-list-item-dialog">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription className="sr-only">{title}</DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-4" noValidate>
            <TextField control={form.control} name="name" label={t('items.form.name')} autoFocus autoComplete="off" maxLength={50} data-testid="contact-list-item-name" />
            <TextField control={form.control} name="number" label={t('items.form.number')} description={t('items.form.numberHint')} inputMode="tel" autoComplete="off" maxLength={60} data-testid="contact-list-item-number" />
            <TextField control={form.control} name="email" label={t('items.form.email')} type="email" autoComplete="off" data-testid="contact-list-item-email" />
            <FormDialogFooter cancelLabel={tc('actions.cancel')} saveLabel={tc('actions.save')} onCancel={() => onOpenChange(false)} submitting={form.formState.isSubmitting} saveTestId="contact-list-item-save" />
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
