import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoaderCircleIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { campaignLongerIntervals, campaignMessageIntervals, type CampaignVariable } from '@zapdesk/contracts';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, Input, Label, Select, SelectContent, SelectItem, SelectTrigger, SelectValue, Skeleton, toast, toastError } from '@zapdesk/ui';
import { useCampaignSettings } from '../hooks/useCampaignSettings';
import { variableProblem, type CampaignSettingsValues } from '../utils/campaign-settings-values';

type IntervalKey = 'messageInterval' | 'longerIntervalAfter' | 'greaterInterval';
const choices: Record<IntervalKey, readonly number[]> = { messageInterval: campaignMessageIntervals, longerIntervalAfter: campaignLongerIntervals, greaterInterval: campaignLongerIntervals };

/** /campaigns-config (admin-automation.md §2, §9): the sending intervals from the spec's choices and the `{key}` variables, saved together. */
export function CampaignSettingsPage() {
  const { t } = useTranslation('campaigns');
  const { values, save } = useCampaignSettings();
  const [draft, setDraft] = useState<CampaignSettingsValues | null>(null);
  const [key, setKey] = useState('');
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<ReturnType<typeof variableProblem>>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => setDraft(values), [values]);

  const label = (k: IntervalKey, n: number) =>
    k === 'longerIntervalAfter' ? (n === 0 ? t('settings.never') : t('settings.sends', { count: n })) : n === 0 ? t('settings.none') : t('settings.seconds', { count: n });

  const addVariable = () => {
    if (!draft) return;
    const p = variableProblem(draft.variables, key);
    setProblem(p);
    if (p) return;
    setDraft({ ...draft, variables: [...draft.variables, { key: key.trim(), value }] });
    setKey('');
    setValue('');
  };
  const removeVariable = (v: CampaignVariable) => draft && setDraft({ ...draft, variables: draft.variables.filter((x) => x.key !== v.key) });

  const submit = async () => {
    if (!draft) return;
    setSaving(true);
    try {
      await save(draft);
      toast.success(t('settings.saved'));
    } catch (e) {
      toastError(e);
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="flex flex-col gap-4 p-4 sm:p-6" data-testid="campaign-settings-page">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-semibold">{t('settings.title')}</h1>
          <p className="text-muted-foreground text-sm">{t('settings.subtitle')}</p>
        </div>
        <Button onClick={() => void submit()} disabled={!draft || saving} data-testid="campaign-settings-save">
          {saving && <LoaderCircleIcon className="animate-spin" />} {t('settings.save')}
        </Button>
      </div>
      <Card>
        <CardHeader>
          <CardTitle>{t('settings.intervals.title')}</CardTitle>
          <CardDescription>{t('settings.intervals.hint')}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-3">
          {(Object.keys(choices) as IntervalKey[]).map((k) => (
            <Field key={k} id={`campaign-${k}`} label={t(`settings.${k}`)}>
              {draft ? (
                <Select value={String(draft[k])} onValueChange={(v) => setDraft({ ...draft, [k]: Number(v) })}>
                  <SelectTrigger id={`campaign-${k}`} className="w-full" data-testid={`campaign-settings-${k}`}>
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {choices[k].map((n) => (
                      <SelectItem key={n} value={String(n)} data-testid={`campaign-settings-${k}-${n}`}>
                        {label(k, n)}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              ) : (
                <Skeleton className="h-9 w-full" />
              )}
            </Field>
          ))}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{t('settings.variables.title')}</CardTitle>
          <CardDescription>{t('settings.variables.hint')}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <form
            className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,2fr)_auto] sm:items-end"
            onSubmit={(e) => {
              e.preventDefault();
              addVariable();
            }}
          >
            <Field id="campaign-variable-key" label={t('settings.variables.key')} error={problem ? t(`settings.problems.${problem}`) : undefined}>
              <Input id="campaign-variable-key" value={key} maxLength={50} autoComplete="off" aria-invalid={!!problem} onChange={(e) => (setKey(e.target.value), setProblem(null))} data-testid="campaign-variable-key" />
            </Field>
            <Field id="campaign-variable-value" label={t('settings.variables.value')}>
              <Input id="campaign-variable-value" value={value} maxLength={1000} autoComplete="off" onChange={(e) => setValue(e.target.value)} data-testid="campaign-variable-value" />
            </Field>
            <Button type="submit" variant="outline" disabled={!draft} className={problem ? 'sm:mb-6' : undefined} data-testid="campaign-variable-add">
              <PlusIcon /> {t('settings.variables.add')}
            </Button>
          </form>
          {draft && draft.variables.length === 0 && <p className="text-muted-foreground text-sm">{t('settings.variables.empty')}</p>}
          {draft && draft.variables.length > 0 && (
            <ul className="divide-y rounded-md border" data-testid="campaign-variables">
              {draft.variables.map((v) => (
                <li key={v.key} className="flex items-center gap-3 px-3 py-2" data-testid="campaign-variable" data-key={v.key}>
                  <code className="bg-muted rounded px-1.5 py-0.5 text-sm">{`{${v.key}}`}</code>
                  <span className="min-w-0 flex-1 truncate text-sm">{v.value}</span>
                  <Button variant="ghost" size="icon" className="text-destructive hover:text-destructive size-8" aria-label={t('settings.variables.remove', { key: v.key })} title={t('settings.variables.remove', { key: v.key })} onClick={() => removeVariable(v)} data-testid="campaign-variable-remove">
                    <Trash2Icon />
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

function Field({ id, label, error, children }: { id: string; label: string; error?: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {error && <p className="text-destructive text-sm" role="alert">{error}</p>}
    </div>
  );
}
