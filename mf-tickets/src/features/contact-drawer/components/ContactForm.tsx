import { useTranslation } from 'react-i18next';
import { useFieldArray, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircleIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { call, useApi } from '@zapdesk/client';
import { Button, Form, FormControl, FormField, FormItem, FormLabel, Input, toast, toastError } from '@zapdesk/ui';
import { contactFormSchema, type ContactFormValues } from '../utils/contact-form-schema';
import type { ContactWithExtraInfo as Contact } from '@zapdesk/contracts';

/** A field's error: the schema carries i18n keys of the tickets namespace. */
function FieldError({ message }: { message?: string }) {
  const { t } = useTranslation('tickets');
  return message ? (
    <p role="alert" className="text-destructive text-xs">
      {t(message)}
    </p>
  ) : null;
}

type Props = { contact: Contact; onSaved(c: Contact): void; onCancel(): void };

/** The contact edit form (PUT /contacts/{id}): name, number, e-mail and the extra info list. */
export function ContactForm({ contact, onSaved, onCancel }: Props) {
  const { t } = useTranslation('tickets');
  const api = useApi();
  const form = useForm<ContactFormValues>({
    resolver: zodResolver(contactFormSchema),
    defaultValues: { name: contact.name, number: contact.number, email: contact.email ?? '', extraInfo: contact.extraInfo.map(({ id, name, value }) => ({ id, name, value })) },
  });
  const extra = useFieldArray({ control: form.control, name: 'extraInfo' });

  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await call(api.rpc.contacts.contacts[':id'].$put({ param: { id: String(contact.id) }, json: values }));
      toast.success(t('contact.saved'));
      onSaved(saved);
    } catch (e) {
      toastError(e);
    }
  });

  return (
    <Form {...form}>
      <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-3" data-testid="contact-form" noValidate>
        {(['name', 'number', 'email'] as const).map((name) => (
          <FormField
            key={name}
            control={form.control}
            name={name}
            render={({ field, fieldState }) => (
              <FormItem className="gap-1.5">
                <FormLabel>{t(`contact.fields.${name}`)}</FormLabel>
                <FormControl>
                  <Input {...field} type={name === 'email' ? 'email' : 'text'} inputMode={name === 'number' ? 'tel' : undefined} data-testid={`contact-${name}`} />
                </FormControl>
                <FieldError message={fieldState.error?.message} />
              </FormItem>
            )}
          />
        ))}
        <div className="flex flex-col gap-2">
          <div className="flex items-center justify-between">
            <span className="text-sm font-medium">{t('contact.extraInfo')}</span>
            <Button type="button" variant="ghost" size="sm" onClick={() => extra.append({ name: '', value: '' })} data-testid="extra-add">
              <PlusIcon /> {t('contact.addExtra')}
            </Button>
          </div>
          {extra.fields.map((f, i) => (
            <div key={f.id} className="flex items-start gap-1.5">
              <FormField
                control={form.control}
                name={`extraInfo.${i}.name`}
                render={({ field, fieldState }) => (
                  <FormItem className="flex-1 gap-1">
                    <FormControl>
                      <Input {...field} placeholder={t('contact.extraName')} aria-label={t('contact.extraName')} className="h-8" />
                    </FormControl>
                    <FieldError message={fieldState.error?.message} />
                  </FormItem>
                )}
              />
              <FormField
                control={form.control}
                name={`extraInfo.${i}.value`}
                render={({ field }) => (
                  <FormItem className="flex-1 gap-1">
                    <FormControl>
                      <Input {...field} placeholder={t('contact.extraValue')} aria-label={t('contact.extraValue')} className="h-8" />
                    </FormControl>
                  </FormItem>
                )}
              />
              <Button type="button" variant="ghost" size="icon" className="size-8" onClick={() => extra.remove(i)} aria-label={t('contact.removeExtra')}>
                <Trash2Icon />
              </Button>
            </div>
          ))}
        </div>
        <div className="flex justify-end gap-2">
          <Button type="button" variant="outline" size="sm" onClick={onCancel}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" size="sm" disabled={form.formState.isSubmitting} data-testid="contact-save">
            {form.formState.isSubmitting && <LoaderCircleIcon className="animate-spin" />} {t('common:actions.save')}
          </Button>
        </div>
      </form>
    </Form>
  );
}
