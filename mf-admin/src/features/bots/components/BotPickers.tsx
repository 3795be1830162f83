import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { SelectField } from '@zapdesk/ui';
import type { BotChoice } from '../hooks/useBotChoices';

export const NO_BOT = 'none';

/** The prompt and integration pickers of the queue dialog and the connection modal ("none" clears the choice). */
export function BotPickers<T extends FieldValues>({
  control,
  prompts,
  integrations,
  labels,
}: {
  control: Control<T>;
  prompts: BotChoice[] | null;
  integrations: BotChoice[] | null;
  labels: { prompt: string; integration: string; none: string; hint: string };
}) {
  if (!prompts && !integrations) return null;
  const options = (list: BotChoice[]) => [{ value: NO_BOT, label: labels.none }, ...list.map((c) => ({ value: String(c.id), label: c.name }))];
  return (
    <div className="flex flex-col gap-2">
      <div className="grid gap-4 sm:grid-cols-2">
        {prompts && <SelectField control={control} name={'promptId' as FieldPath<T>} label={labels.prompt} options={options(prompts)} data-testid="bot-prompt" />}
        {integrations && <SelectField control={control} name={'integrationId' as FieldPath<T>} label={labels.integration} options={options(integrations)} data-testid="bot-integration" />}
      </div>
      <p className="text-muted-foreground text-xs">{labels.hint}</p>
    </div>
  );
}

/** A picker's value as the API takes it: "none" → null. */
export const botRef = (v: string | undefined) => (v && v !== NO_BOT ? Number(v) : null);
/** A stored reference as a picker's value. */
export const botValue = (id: number | null | undefined) => (id ? String(id) : NO_BOT);
