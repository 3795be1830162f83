import { youtubeCode } from '@zapdesk/contracts/schemas/helps';

export { youtubeCode };

/** The still YouTube serves for a video code (img.youtube.com; it does not load offline, callers show a placeholder). */
export const youtubeThumbnailUrl = (code: string) => `https://img.youtube.com/vi/${encodeURIComponent(code)}/mqdefault.jpg`;

/** The privacy-enhanced embed player (youtube-nocookie.com), started by the viewer's click. */
export const youtubeEmbedUrl = (code: string) => `https://www.youtube-nocookie.com/embed/${encodeURIComponent(code)}?autoplay=1&rel=0`;

/** The video on YouTube itself (for when the embedded player cannot play it). */
export const youtubeWatchUrl = (code: string) => `https://www.youtube.com/watch?v=${encodeURIComponent(code)}`;

/** The playable code of a stored help video (a code, or a URL kept by older data); null when there is none. */
export const helpVideoCode = (video: string | null | undefined) => (video ? youtubeCode(video) : null);
