import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod/mini';
import { useTranslation } from 'react-i18next';
import { call, isApiError, useApi } from '@zapdesk/client';
import type { PublicPlan } from '@zapdesk/contracts';
import { Button, Form, FormControl, FormField, FormItem, FormLabel, FormMessage, Input, Select, SelectContent, SelectItem, SelectTrigger, SelectValue, Skeleton, TextField, toast, toastError } from '@zapdesk/ui';
import { maskPhone, phoneDigits } from '../utils/phone-mask';
import type { SignupSearch } from '../utils/signup-search';
import { AuthLayout } from './AuthLayout';
import { LanguageMenu } from './LanguageMenu';

const money = (value: number) => new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(value);

/** Company sign-up (core.md §5 rules); a 3-day trial starts, then the user logs in. */
export function SignupPage() {
  const { t } = useTranslation('auth');
  const api = useApi();
  const navigate = useNavigate();
  // The company that linked here (/signup?companyId=…), passed on with the sign-up.
  const { companyId } = useSearch({ strict: false }) as SignupSearch;
  const [plans, setPlans] = useState<PublicPlan[] | null>(null);

  useEffect(() => {
    call(api.rpc.plans.plans.list.$get())
      .then((list) => setPlans(Array.isArray(list) ? list : []))
      .catch((e) => {
        setPlans([]);
        toastError(e);
      });
  }, [api]);

  const v = (k: string) => t(`signup.validation.${k}`);
  const schema = z.object({
    name: z.string().check(z.trim(), z.minLength(1, v('companyRequired')), z.minLength(2, v('companyShort')), z.maxLength(50, v('companyLong'))),
    email: z.string().check(z.trim(), z.minLength(1, v('emailRequired')), z.email(v('emailInvalid'))),
    password: z.string().check(z.minLength(1, v('passwordRequired')), z.minLength(5, v('passwordShort')), z.maxLength(50, v('passwordLong'))),
    phone: z.string().check(z.refine((p) => phoneDigits(p).length <= 11, v('phoneInvalid'))),
    planId: z.string().check(z.minLength(1, v('planRequired'))),
  });
  type Values = z.infer<typeof schema>;
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { name: '', email: '', password: '', phone: '', planId: '' } });

  const submit = form.handleSubmit(async (values) => {
    try {
      const phone = phoneDigits(values.phone);
      await api.rpc.companies.companies.cadastro.$post({ json: { name: values.name, email: values.email, password: values.password, planId: Number(values.planId), ...(phone ? { phone } : {}), ...(companyId ? { companyId } : {}) } });
      toast.success(t('signup.success'));
      await navigate({ to: '/login' });
    } catch (e) {
      if (isApiError(e) && (e.error === 'ERR_VALIDATION' || e.error === 'ERR_INTERNAL_SERVER_ERROR')) toast.error(t('signup.failure'));
      else toastError(e);
    }
  });

  return (
    <AuthLayout
      language={<LanguageMenu variant="outline" />}
      title={t('signup.title')}
      description={t('signup.subtitle')}
      footer={
        <Link to="/login" className="text-primary hover:underline" data-testid="link-login">
          {t('signup.haveAccount')}
        </Link>
      }
    >
      <Form {...form}>
        <form onSubmit={submit} className="grid grid-cols-[minmax(0,1fr)] gap-4" noValidate data-testid="signup-form">
          <TextField control={form.control} name="name" label={t('signup.company')} autoComplete="organization" autoFocus />
          <FormField
            control={form.control}
            name="phone"
            render={({ field }) => (
              <FormItem>
                <FormLabel>{t('signup.phone')}</FormLabel>
                <FormControl>
                  <Input type="tel" inputMode="tel" autoComplete="tel" placeholder="(11) 91234-5678" {...field} onChange={(e) => field.onChange(maskPhone(e.target.value))} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <TextField control={form.control} name="email" label={t('signup.email')} type="email" autoComplete="email" />
          <TextField control={form.control} name="password" label={t('signup.password')} type="password" autoComplete="new-password" />
          <FormField
            control={form.control}
            name="planId"
            render={({ field }) => (
              <FormItem>
                <FormLabel>{t('signup.plan')}</FormLabel>
                {plans === null ? (
                  <Skeleton className="h-9 w-full" />
                ) : (
                  <Select value={field.value} onValueChange={field.onChange} disabled={plans.length === 0}>
                    <FormControl>
                      <SelectTrigger data-testid="plan-select">
                        <SelectValue placeholder={plans.length ? t('signup.choosePlan') : t('signup.noPlans')} />
                      </SelectTrigger>
                    </FormControl>
                    <SelectContent>
                      {plans.map((p) => (
                        <SelectItem key={p.id} value={String(p.id)} data-testid={`plan-${p.id}`}>
                          {t('signup.planOption', { name: p.name, users: p.users, connections: p.connections, queues: p.queues, value: money(p.value) })}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                )}
                <FormMessage />
              </FormItem>
            )}
          />
          <Button type="submit" className="w-full" disabled={form.formState.isSubmitting} data-testid="signup-submit">
            {t('signup.submit')}
          </Button>
        </form>
      </Form>
    </AuthLayout>
  );
}
