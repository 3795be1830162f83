/** How tall ticket rows are: comfortable (three lines, the default) or compact (two lines, ≥ 10 rows at 1440×900). */
export type TicketDensity = 'comfortable' | 'compact';

/** The one height (px) of every row of a density, so the virtual list positions rows without measuring them. */
export const TICKET_ROW_HEIGHTS: Record<TicketDensity, number> = { comfortable: 92, compact: 60 };

/** A stored density, or the default for anything else. */
export const parseTicketDensity = (raw: string | null | undefined): TicketDensity => (raw === 'compact' ? 'compact' : 'comfortable');
