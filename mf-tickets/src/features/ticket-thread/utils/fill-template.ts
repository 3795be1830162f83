export type TemplateValues = { contactName?: string | null; protocol?: string | null; now?: Date };

/** {{ms}}: the greeting by hour, in the interface language. */
export function greeting(now: Date, texts: { morning: string; afternoon: string; evening: string }) {
  const h = now.getHours();
  return h < 12 ? texts.morning : h < 18 ? texts.afternoon : texts.evening;
}

/**
 * Fills the variables of a quick message before it lands in the input (core.md §3 "Message template
 * variables": firstName, name, ms, protocol, hora), so the attendant sees and sends the final text.
 * Unknown variables stay as written.
 */
export function fillTemplate(text: string, v: TemplateValues & { greeting: string }): string {
  const name = (v.contactName ?? '').trim();
  const now = v.now ?? new Date();
  const values: Record<string, string> = {
    firstname: name.split(/\s+/)[0] ?? '',
    name,
    ms: v.greeting,
    protocol: v.protocol ?? '',
    hora: `${String(now.getHours()).padStart(2, '0')}:${String(now.getMinutes()).padStart(2, '0')}`,
  };
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (m, key: string) => values[key.toLowerCase()] ?? m);
}
