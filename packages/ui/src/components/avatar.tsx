import type { ComponentProps } from 'react';
import { Avatar as AvatarPrimitive } from 'radix-ui';
import { UserRoundIcon } from 'lucide-react';
import { cn } from '../lib/cn';

export function Avatar({ className, ...props }: ComponentProps<typeof AvatarPrimitive.Root>) {
  return <AvatarPrimitive.Root data-slot="avatar" className={cn('relative flex size-8 shrink-0 overflow-hidden rounded-full', className)} {...props} />;
}
export function AvatarImage({ className, ...props }: ComponentProps<typeof AvatarPrimitive.Image>) {
  return <AvatarPrimitive.Image data-slot="avatar-image" className={cn('aspect-square size-full', className)} {...props} />;
}
/** The initials under a missing picture; without any (a name that is only a number) a person icon. */
export function AvatarFallback({ className, children, ...props }: ComponentProps<typeof AvatarPrimitive.Fallback>) {
  return (
    <AvatarPrimitive.Fallback data-slot="avatar-fallback" className={cn('bg-muted flex size-full items-center justify-center rounded-full text-xs font-medium', className)} {...props}>
      {children === '' ? <UserRoundIcon className="text-muted-foreground size-1/2" aria-hidden /> : children}
    </AvatarPrimitive.Fallback>
  );
}

/**
 * An avatar for long virtualised lists: the initials sit under the picture, which covers them once it loads
 * and hides itself if it fails (keyed by its address, so a new address never inherits a failed one's hidden state). No state and no effects, so mounting hundreds while scrolling stays cheap
 * (Radix's Avatar tracks the image's loading status per instance).
 */
export function PlainAvatar({ src, name, className }: { src?: string | null; name?: string | null; className?: string }) {
  return (
    <span data-slot="avatar" className={cn('bg-muted relative flex size-8 shrink-0 items-center justify-center overflow-hidden rounded-full text-xs font-medium', className)}>
      {initials(name) || <UserRoundIcon className="text-muted-foreground size-1/2" aria-hidden />}
      {src && <img key={src} src={src} alt="" loading="lazy" decoding="async" className="absolute inset-0 size-full object-cover" onError={(e) => (e.currentTarget.style.display = 'none')} />}
    </span>
  );
}

/** Up to two initials of a name, for AvatarFallback: first letters of its words (none for a name that is only a number). */
export function initials(name: string | null | undefined) {
  const parts = (name ?? '').trim().split(/\s+/).filter((w) => /^\p{L}/u.test(w));
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? parts[parts.length - 1][0] : '')).toUpperCase();
}
