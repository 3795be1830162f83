import { useTranslation } from 'react-i18next';
import { ExternalLinkIcon } from 'lucide-react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@zapdesk/ui';
import type { Help } from '@zapdesk/contracts';
import { helpVideoCode, youtubeEmbedUrl, youtubeWatchUrl } from '../utils/youtube';

/** The help video in YouTube's privacy-enhanced player, with its description. */
export function HelpVideoDialog({ help, onOpenChange }: { help: Help | null; onOpenChange(open: boolean): void }) {
  const { t } = useTranslation();
  const { t: th } = useTranslation('helps');
  const code = helpVideoCode(help?.video);
  return (
    <Dialog open={!!help} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('actions.close')} className="sm:max-w-4xl" data-testid="help-player">
        <DialogHeader>
          <DialogTitle className="pr-6">{help?.title}</DialogTitle>
          <DialogDescription className={help?.description ? 'whitespace-pre-line' : 'sr-only'}>{help?.description || help?.title}</DialogDescription>
        </DialogHeader>
        {code && (
          <div className="aspect-video w-full overflow-hidden rounded-md bg-black">
            <iframe
              src={youtubeEmbedUrl(code)}
              title={help?.title}
              className="size-full"
              allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
              referrerPolicy="strict-origin-when-cross-origin"
              allowFullScreen
              data-testid="help-iframe"
            />
          </div>
        )}
        {code && (
          <a href={youtubeWatchUrl(code)} target="_blank" rel="noopener noreferrer" className="text-muted-foreground hover:text-foreground inline-flex items-center gap-1.5 justify-self-end text-sm" data-testid="help-youtube-link">
            <ExternalLinkIcon className="size-4" />
            {th('page.openOnYoutube')}
          </a>
        )}
      </DialogContent>
    </Dialog>
  );
}
