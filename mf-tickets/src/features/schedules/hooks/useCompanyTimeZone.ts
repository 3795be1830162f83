import { useSession } from '@zapdesk/client';
import { DEFAULT_TIMEZONE } from '@zapdesk/contracts/constants';

/** The company's time zone (core.md §3), in which schedules are shown and picked. */
export function useCompanyTimeZone(): string {
  return useSession().user?.company?.timezone ?? DEFAULT_TIMEZONE;
}
