/** Axis label of a tickets-per-time bucket: "HH:00" for an hour ("07"), "dd/MM" for a day ("2026-03-09"). */
export function timeBucketLabel(key: string, byHour: boolean): string {
  if (byHour) return `${key.padStart(2, '0')}:00`;
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(key);
  return m ? `${m[3]}/${m[2]}` : key;
}

/** Tooltip title of a bucket: the full date dd/MM/yyyy for a day, the hour otherwise. */
export function timeBucketTitle(key: string, byHour: boolean): string {
  if (byHour) return timeBucketLabel(key, true);
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(key);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : key;
}
