import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DownloadIcon, FileTextIcon, LoaderCircleIcon } from 'lucide-react';
import { Button } from '@zapdesk/ui';

/** Fetches a media file as a blob and saves it under its name (the media host is another origin). */
export async function downloadMedia(url: string, name: string) {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  const href = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = href;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

/** A document message: its name and a download button. */
export function MediaDownload({ url, name }: { url: string; name: string }) {
  const { t } = useTranslation('tickets');
  const [busy, setBusy] = useState(false);
  return (
    <div className="bg-background/60 flex min-w-0 items-center gap-2 rounded-md border p-2" data-testid="message-document">
      <FileTextIcon className="text-muted-foreground size-8 shrink-0" />
      <span className="min-w-0 flex-1 truncate text-sm" title={name}>
        {name}
      </span>
      <Button
        variant="ghost"
        size="icon"
        className="size-8 shrink-0"
        aria-label={t('thread.download')}
        title={t('thread.download')}
        disabled={busy}
        onClick={() => {
          setBusy(true);
          downloadMedia(url, name)
            .catch(() => window.open(url, '_blank', 'noopener'))
            .finally(() => setBusy(false));
        }}
      >
        {busy ? <LoaderCircleIcon className="animate-spin" /> : <DownloadIcon />}
      </Button>
    </div>
  );
}
