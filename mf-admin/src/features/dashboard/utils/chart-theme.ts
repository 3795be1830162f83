import type { CSSProperties } from 'react';

/** Recharts styling from the theme's CSS variables, so the charts follow light and dark without a re-render. */
export const chartTheme = {
  bar: 'var(--primary)',
  grid: 'var(--border)',
  tick: { fill: 'var(--muted-foreground)', fontSize: 12 },
  cursor: { fill: 'var(--muted)', opacity: 0.6 },
  tooltip: {
    background: 'var(--popover)',
    border: '1px solid var(--border)',
    borderRadius: 8,
    color: 'var(--popover-foreground)',
    fontSize: 13,
  } satisfies CSSProperties,
  tooltipLabel: { color: 'var(--popover-foreground)', fontWeight: 600 } satisfies CSSProperties,
  tooltipItem: { color: 'var(--popover-foreground)' } satisfies CSSProperties,
};
