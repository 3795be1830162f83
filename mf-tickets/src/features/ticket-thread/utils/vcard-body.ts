export type VcardContact = { name: string; number: string };

/**
 * The contacts of a vcard message: raw vCard text (FN / TEL lines, possibly several cards), or the
 * simulator's `name|number`.
 */
export function parseVcardBody(body: string): VcardContact[] {
  const text = body ?? '';
  if (!/BEGIN:VCARD/i.test(text)) {
    const [name, number] = text.split('|');
    return name?.trim() || number?.trim() ? [{ name: (name ?? '').trim(), number: (number ?? '').replace(/[^\d+]/g, '') }] : [];
  }
  return text
    .split(/END:VCARD/i)
    .filter((card) => /BEGIN:VCARD/i.test(card))
    .map((card) => {
      const fn = card.match(/^FN[^:\n]*:(.*)$/im)?.[1]?.trim() ?? '';
      const tel = card.match(/waid=(\d+)/i)?.[1] ?? card.match(/^(?:item\d+\.)?TEL[^:\n]*:(.*)$/im)?.[1]?.trim() ?? '';
      return { name: fn, number: tel.replace(/[^\d+]/g, '') };
    });
}
