import { FileIcon, FileQuestionIcon, ImageIcon, MusicIcon, VideoIcon } from 'lucide-react';

/** The icon of an option's stored type (image, audio, video, anything else a document; '' none yet). */
export function MediaTypeIcon({ type, className = 'size-3.5 shrink-0' }: { type: string; className?: string }) {
  if (!type) return <FileQuestionIcon className={className} />;
  if (type === 'image') return <ImageIcon className={className} />;
  if (type === 'audio') return <MusicIcon className={className} />;
  if (type === 'video') return <VideoIcon className={className} />;
  return <FileIcon className={className} />;
}
