/** `#RGB` or `#RRGGBB` → [r, g, b] (0–255), or null for anything else (CSS names included). */
export function parseHexColor(color: string): [number, number, number] | null {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim());
  if (!m) return null;
  const h = m[1].length === 3 ? [...m[1]].map((c) => c + c).join('') : m[1];
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as [number, number, number];
}

/** Dark or white text, whichever reads better on `background` (WCAG relative luminance); white for unknown colours. */
export function contrastText(background: string): '#111827' | '#FFFFFF' {
  const rgb = parseHexColor(background);
  if (!rgb) return '#FFFFFF';
  const [r, g, b] = rgb.map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  // Contrast against white vs. against near-black; pick the larger.
  return (1.05 / (luminance + 0.05) >= (luminance + 0.05) / 0.0611 ? '#FFFFFF' : '#111827');
}
