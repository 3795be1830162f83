import { useEffect, useState, type ComponentProps } from 'react';
import { CalendarIcon } from 'lucide-react';
import { enUS, es, ptBR, type Locale } from 'date-fns/locale';
import { cn } from '../lib/cn';
import { formatDateText, isoToLocalDate, localDateToIso, maskDateText, parseDateText } from '../lib/date-text';
import { Button } from './button';
import { Calendar } from './calendar';
import { Input } from './input';
import { Popover, PopoverContent, PopoverTrigger } from './popover';

const locales: Record<string, Locale> = { pt: ptBR, en: enUS, es };

type Props = {
  /** The day as YYYY-MM-DD, or '' for none. */
  value: string;
  onChange(value: string): void;
  /** The app's language (pt, en, es): the calendar's month and weekday names and first day of the week. */
  language: string;
  /** The calendar button's accessible name. */
  calendarLabel: string;
  id?: string;
  /** What the empty field shows, in the app's language (e.g. dd/mm/aaaa). */
  placeholder?: string;
  className?: string;
  'data-testid'?: string;
} & Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'type'>;

/**
 * A date field in the app's format (dd/MM/yyyy, core.md §9) whatever the browser's locale: a masked text input
 * and a calendar in a popover. A whole, real date is reported as YYYY-MM-DD, an emptied field as ''; leaving the
 * field with anything else puts the last good date back.
 */
export function DateInput({ value, onChange, language, calendarLabel, id, placeholder, className, 'data-testid': testId, ...inputProps }: Props) {
  const [text, setText] = useState(() => formatDateText(value));
  const [open, setOpen] = useState(false);
  useEffect(() => setText(formatDateText(value)), [value]);

  const onType = (raw: string) => {
    const masked = maskDateText(raw);
    setText(masked);
    if (!masked) return value && onChange('');
    const iso = parseDateText(masked);
    if (iso && iso !== value) onChange(iso);
  };
  const selected = isoToLocalDate(value);
  const invalid = text.length === 10 && !parseDateText(text);

  return (
    <div className={cn('relative', className)}>
      <Input
        id={id}
        inputMode="numeric"
        autoComplete="off"
        placeholder={placeholder}
        value={text}
        aria-invalid={invalid || undefined}
        onChange={(e) => onType(e.target.value)}
        onBlur={() => setText(formatDateText(value))}
        className="pr-9 tabular-nums"
        data-testid={testId}
        {...inputProps}
      />
      <Popover open={open} onOpenChange={setOpen}>
        <PopoverTrigger asChild>
          <Button type="button" variant="ghost" size="icon" className="text-muted-foreground absolute top-0.5 right-0.5 size-8" aria-label={calendarLabel} title={calendarLabel} data-testid={testId && `${testId}-calendar`}>
            <CalendarIcon />
          </Button>
        </PopoverTrigger>
        <PopoverContent className="w-auto p-2" align="end" data-testid="date-calendar">
          <Calendar
            mode="single"
            locale={locales[language] ?? ptBR}
            selected={selected}
            defaultMonth={selected}
            onSelect={(day) => {
              if (day) onChange(localDateToIso(day));
              setOpen(false);
            }}
            autoFocus
          />
        </PopoverContent>
      </Popover>
    </div>
  );
}
