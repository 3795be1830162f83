import { useState } from 'react';
import { PlayCircleIcon } from 'lucide-react';
import { cn } from '@zapdesk/ui';
import { youtubeThumbnailUrl } from '../utils/youtube';

/** The video's YouTube still, or a neutral placeholder when there is no video or the image does not load (offline). */
export function HelpThumbnail({ code, className }: { code: string | null; className?: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <div className={cn('bg-muted relative aspect-video w-full overflow-hidden', className)}>
      {code && !failed ? (
        <img src={youtubeThumbnailUrl(code)} alt="" loading="lazy" referrerPolicy="no-referrer" onError={() => setFailed(true)} className="size-full object-cover" data-testid="help-thumbnail" />
      ) : (
        <div className="text-muted-foreground/70 flex size-full items-center justify-center" data-testid="help-thumbnail-placeholder">
          <PlayCircleIcon className="size-12" strokeWidth={1.25} />
        </div>
      )}
      {code && (
        <div className="absolute inset-0 flex items-center justify-center bg-black/0 transition-colors group-hover:bg-black/25">
          <PlayCircleIcon className="size-12 text-white opacity-0 drop-shadow transition-opacity group-hover:opacity-100" />
        </div>
      )}
    </div>
  );
}
