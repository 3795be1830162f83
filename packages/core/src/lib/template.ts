import { DEFAULT_TIMEZONE } from '@zapdesk/contracts';

export type TemplateVars = { contactName?: string | null; protocol?: string | null; timezone?: string; now?: Date };

// Building an Intl.DateTimeFormat costs ~0.3 ms; senders render thousands of texts a second.
const hourFormats = new Map<string, Intl.DateTimeFormat>();
const clockFormats = new Map<string, Intl.DateTimeFormat>();
const formatOf = (cache: Map<string, Intl.DateTimeFormat>, tz: string, make: () => Intl.DateTimeFormat) => {
  let f = cache.get(tz);
  if (!f) cache.set(tz, (f = make()));
  return f;
};

/** Greeting by the hour in the company's time zone ({{ms}}). */
export function greetingFor(now: Date, timezone = DEFAULT_TIMEZONE) {
  const hour = Number(formatOf(hourFormats, timezone, () => new Intl.DateTimeFormat('en-GB', { hour: '2-digit', hourCycle: 'h23', timeZone: timezone })).format(now));
  if (hour < 12) return 'Bom dia';
  if (hour < 18) return 'Boa tarde';
  return 'Boa noite';
}

/** Fills {{firstName}}, {{name}}, {{ms}}, {{protocol}}, {{hora}} in an automatic text. Unknown variables stay as written. */
export function renderTemplate(text: string, vars: TemplateVars) {
  const now = vars.now ?? new Date();
  const tz = vars.timezone ?? DEFAULT_TIMEZONE;
  const name = (vars.contactName ?? '').trim();
  const values: Record<string, string> = {
    firstname: name.split(/\s+/)[0] ?? '',
    name,
    ms: greetingFor(now, tz),
    protocol: vars.protocol ?? '',
    hora: formatOf(clockFormats, tz, () => new Intl.DateTimeFormat('pt-BR', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: tz })).format(now),
  };
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (m, key: string) => values[key.toLowerCase()] ?? m);
}
