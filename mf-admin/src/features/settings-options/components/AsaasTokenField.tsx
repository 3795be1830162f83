import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Input } from '@zapdesk/ui';

/** The asaas token: a text field saved with its button (or Enter); unchanged text cannot be saved. */
export function AsaasTokenField({ value, disabled, onSave }: { value: string; disabled: boolean; onSave: (value: string) => Promise<boolean> }) {
  const { t } = useTranslation('settings');
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  const dirty = text.trim() !== value;
  return (
    <form
      className="flex w-full gap-2 sm:w-96"
      onSubmit={(e) => {
        e.preventDefault();
        if (dirty) void onSave(text.trim());
      }}
    >
      <Input id="setting-asaas" type="password" autoComplete="off" spellCheck={false} maxLength={500} value={text} disabled={disabled} onChange={(e) => setText(e.target.value)} data-testid="setting-asaas" />
      <Button type="submit" variant="outline" disabled={disabled || !dirty} data-testid="setting-asaas-save">
        {t('save')}
      </Button>
    </form>
  );
}
