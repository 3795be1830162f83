import { describe, expect, test } from 'bun:test';
import { helpVideoCode, youtubeEmbedUrl, youtubeThumbnailUrl, youtubeWatchUrl } from './youtube';

describe('help videos', () => {
  test('a stored code or URL gives the playable code; nothing else does', () => {
    expect(helpVideoCode('dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
    expect(helpVideoCode('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10')).toBe('dQw4w9WgXcQ');
    expect(helpVideoCode('https://youtu.be/dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
    expect(helpVideoCode('')).toBeNull();
    expect(helpVideoCode(null)).toBeNull();
    expect(helpVideoCode('https://evil.example/watch?v=dQw4w9WgXcQ')).toBeNull();
  });

  test('thumbnail and player URLs', () => {
    expect(youtubeThumbnailUrl('dQw4w9WgXcQ')).toBe('https://img.youtube.com/vi/dQw4w9WgXcQ/mqdefault.jpg');
    expect(youtubeWatchUrl('dQw4w9WgXcQ')).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    expect(youtubeEmbedUrl('dQw4w9WgXcQ')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0');
  });
});
