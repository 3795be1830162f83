import { useEffect, useState } from 'react';

let cached: Promise<string | null> | null = null;

/** The support chat link of the runtime config (/config.json `supportUrl`, from SUPPORT_URL); null when none is configured. */
export function useSupportUrl(): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let cancelled = false;
    cached ??= fetch('/config.json', { cache: 'no-store' })
      .then((r) => (r.ok ? r.json() : {}))
      .then((c: { supportUrl?: unknown }) => (typeof c.supportUrl === 'string' && /^https?:\/\//i.test(c.supportUrl) ? c.supportUrl : null))
      .catch(() => null);
    void cached.then((u) => !cancelled && setUrl(u));
    return () => {
      cancelled = true;
    };
  }, []);
  return url;
}
