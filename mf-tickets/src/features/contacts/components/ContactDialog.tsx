import { useEffect, useMemo, useRef, useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { PlusIcon, Trash2Icon } from 'lucide-react';
import { call, useApi } from '@zapdesk/client';
import { Button, Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, Form, FormControl, FormDialogFooter, FormField, FormItem, FormMessage, Input, Label, Skeleton, TextField, toast, toastError } from '@zapdesk/ui';
import { contactFormSchema, type ContactFormValues } from '../utils/contact-form-schema';
import type { Contact } from '@zapdesk/contracts';

const empty: ContactFormValues = { name: '', number: '', email: '', extraInfo: [] };

/** Add (contact = null) or edit a contact: name, number, e-mail and extra-info rows (POST /contacts, PUT /contacts/{id}). */
export function ContactDialog({ open, onOpenChange, contact, onSaved }: { open: boolean; onOpenChange(open: boolean): void; contact: Contact | null; onSaved(contact: Contact): void }) {
  const { t } = useTranslation('contacts');
  const { t: tc } = useTranslation();
  const api = useApi();
  const schema = useMemo(() => contactFormSchema(t), [t]);
  const form = useForm<ContactFormValues>({ resolver: zodResolver(schema), defaultValues: empty });
  const extra = useFieldArray({ control: form.control, name: 'extraInfo' });
  const [loading, setLoading] = useState(false);

  const contactId = contact?.id ?? null;
  const initial = useRef(contact);
  initial.current = contact;
  // Keyed on the id: a live update of the same contact must not wipe what the user is typing.
  useEffect(() => {
    if (!open) return;
    const c = initial.current;
    if (!c || contactId === null) return form.reset(empty);
    form.reset({ name: c.name, number: c.number, email: c.email ?? '', extraInfo: [] });
    let live = true;
    setLoading(true);
    call(api.rpc.contacts.contacts[':id'].$get({ param: { id: String(contactId) } }))
      .then((full) => {
        if (live) form.reset({ name: full.name, number: full.number, email: full.email ?? '', extraInfo: (full.extraInfo ?? []).map((f) => ({ id: f.id, name: f.name, value: f.value ?? '' })) });
      })
      .catch(toastError)
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [open, contactId, api, form]);

  const submit = form.handleSubmit(async (values) => {
    const body = { name: values.name, number: values.number, email: values.email, extraInfo: values.extraInfo.map(({ name, value }) => ({ name, value })) };
    try {
      const saved = await call(contact ? api.rpc.contacts.contacts[':id'].$put({ param: { id: String(contact.id) }, json: body }) : api.rpc.contacts.contacts.$post({ json: body }));
      toast.success(t(contact ? 'toasts.updated' : 'toasts.created'));
      onSaved(saved);
      onOpenChange(false);
    } catch (e) {
      toastError(e);
    }
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-lg" closeLabel={tc('actions.close')} data-testid="contact-dialog">
        <DialogHeader>
          <DialogTitle>{t(contact ? 'form.editTitle' : 'form.addTitle')}</DialogTitle>
          <DialogDescription className="sr-only">{t(contact ? 'form.editTitle' : 'form.addTitle')}</DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-4" noValidate>
            <TextField control={form.control} name="name" label={t('form.name')} autoFocus maxLength={60} data-testid="contact-name" />
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField control={form.control} name="number" label={t('form.number')} description={t('form.numberHint')} inputMode="tel" maxLength={60} data-testid="contact-number" />
              <TextField control={form.control} name="email" label={t('form.email')} type="email" maxLength={200} data-testid="contact-email" />
            </div>
            <fieldset className="flex flex-col gap-2" data-testid="contact-extra-info">
              <Label asChild>
                <legend>{t('form.extraInfo')}</legend>
              </Label>
              {loading && <Skeleton className="h-9 w-full" />}
              {extra.fields.map((f, i) => (
                <div key={f.id} className="flex items-start gap-2" data-testid="extra-info-row">
                  <FormField
                    control={form.control}
                    name={`extraInfo.${i}.name`}
                    render={({ field }) => (
                      <FormItem className="flex-1">
                        <FormControl>
                          <Input placeholder={t('form.extraName')} aria-label={t('form.extraName')} maxLength={100} {...field} />
                        </FormControl>
                        <FormMessage />
                      </FormItem>
                    )}
                  />
                  <FormField
                    control={form.control}
                    name={`extraInfo.${i}.value`}
                    render={({ field }) => (
                      <FormItem className="flex-1">
                        <FormControl>
                          <Input placeholder={t('form.extraValue')} aria-label={t('form.extraValue')} maxLength={2000} {...field} />
                        </FormControl>
                        <FormMessage />
                      </FormItem>
                    )}
                  />
                  <Button type="button" variant="ghost" size="icon" onClick={() => extra.remove(i)} aria-label={t('form.removeExtra')} title={t('form.removeExtra')}>
                    <Trash2Icon />
                  </Button>
                </div>
              ))}
              <Button type="button" variant="outline" size="sm" className="self-start" onClick={() => extra.append({ name: '', value: '' })} data-testid="add-extra-info">
                <PlusIcon /> {t('form.addExtra')}
              </Button>
            </fieldset>
            <FormDialogFooter cancelLabel={tc('actions.cancel')} saveLabel={tc('actions.save')} onCancel={() => onOpenChange(false)} submitting={form.formState.isSubmitting} saveTestId="contact-save" />
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
