import { CheckIcon } from 'lucide-react';
import { cn } from '../lib/cn';
import { Input } from './input';

/** About fifty fixed colours (admin-automation.md §2 "Queues"), Tailwind's 500/700 shades and a few neutrals. */
export const colorPalette = [
  '#EF4444', '#B91C1C', '#F97316', '#C2410C', '#F59E0B', '#B45309', '#EAB308', '#A16207', '#84CC16', '#4D7C0F',
  '#22C55E', '#15803D', '#10B981', '#047857', '#14B8A6', '#0F766E', '#06B6D4', '#0E7490', '#0EA5E9', '#0369A1',
  '#3B82F6', '#1D4ED8', '#6366F1', '#4338CA', '#8B5CF6', '#6D28D9', '#A855F7', '#7E22CE', '#D946EF', '#A21CAF',
  '#EC4899', '#BE185D', '#F43F5E', '#BE123C', '#78716C', '#44403C', '#64748B', '#334155', '#6B7280', '#111827',
  '#FCA5A5', '#FDBA74', '#FDE047', '#86EFAC', '#5EEAD4', '#7DD3FC', '#A5B4FC', '#D8B4FE', '#F9A8D4', '#CBD5E1',
] as const;

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** Whether a #RRGGBB swatch is light enough to need a dark check mark (perceived brightness). */
const isLight = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return r * 0.299 + g * 0.587 + b * 0.114 > 170;
};

/** A swatch grid of `colorPalette` plus a hex field; `value` is a `#RRGGBB` (or `#RGB`) string. */
export function ColorPicker({ value, onChange, label, className }: { value: string; onChange(color: string): void; label: string; className?: string }) {
  const current = value.toUpperCase();
  return (
    <div className={cn('flex flex-col gap-3', className)} data-slot="color-picker">
      <div role="radiogroup" aria-label={label} className="grid grid-cols-10 gap-1.5">
        {colorPalette.map((c) => (
          <button
            key={c}
            type="button"
            role="radio"
            aria-checked={current === c}
            aria-label={c}
            title={c}
            data-color={c}
            onClick={() => onChange(c)}
            className="focus-visible:ring-ring flex aspect-square w-full cursor-pointer items-center justify-center rounded-md border border-black/10 outline-none focus-visible:ring-2 dark:border-white/15"
            style={{ backgroundColor: c }}
          >
            {current === c && <CheckIcon className={cn('size-4', isLight(c) ? 'text-gray-900' : 'text-white drop-shadow')} />}
          </button>
        ))}
      </div>
      <div className="flex items-center gap-2">
        <span className="size-9 shrink-0 rounded-md border" style={{ backgroundColor: HEX.test(value) ? value : 'transparent' }} aria-hidden />
        <Input value={value} onChange={(e) => onChange(e.target.value.trim())} maxLength={9} aria-label={label} className="font-mono uppercase" />
      </div>
    </div>
  );
}
