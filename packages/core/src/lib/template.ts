import { DEFAULT_TIMEZONE } from '@zapdesk/contracts';

export type TemplateVars = { contactName?: string | null; protocol?: string | null; timezone?: string; now?: Date };

// Building an Intl.DateTimeFormat costs far more than using one (a mass send renders thousands of texts):
// one formatter per kind and zone, kept.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(kind: 'hour' | 'time', timeZone: string) {
  const key = `${kind}|${timeZone}`;
  let f = formatters.get(key);
  if (!f) {
    f = kind === 'hour' ? new Intl.DateTimeFormat('en-GB', { hour: '2-digit', hourCycle: 'h23', timeZone }) : new Intl.DateTimeFormat('pt-BR', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone });
    formatters.set(key, f);
  }
  return f;
}

/** Greeting by the hour in the company's time zone ({{ms}}). */
export function greetingFor(now: Date, timezone = DEFAULT_TIMEZONE) {
  const hour = Number(formatter('hour', timezone).format(now));
  if (hour < 12) return 'Bom dia';
  if (hour < 18) return 'Boa tarde';
  return 'Boa noite';
}

/** Fills {{firstName}}, {{name}}, {{ms}}, {{protocol}}, {{hora}} in an automatic text. Unknown variables stay as written. */
export function renderTemplate(text: string, vars: TemplateVars) {
  const now = vars.now ?? new Date();
  const tz = vars.timezone ?? DEFAULT_TIMEZONE;
  const name = (vars.contactName ?? '').trim();
  const values: Record<string, () => string> = {
    firstname: () => name.split(/\s+/)[0] ?? '',
    name: () => name,
    ms: () => greetingFor(now, tz),
    protocol: () => vars.protocol ?? '',
    hora: () => formatter('time', tz).format(now),
  };
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (m, key: string) => {
    const k = key.toLowerCase();
    return Object.hasOwn(values, k) ? values[k]() : m;
  });
}
