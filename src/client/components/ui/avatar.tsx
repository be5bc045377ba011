import { useCallback, useState, type ComponentProps } from 'react';
import { cn } from '@/lib/utils';

// Plain spans: Radix's Avatar only adds a loading status for its own image,
// which is not used here, so its fallback always showed anyway; the package
// was about 1 KB gzip of every page's first download.
export function Avatar({ className, ...props }: ComponentProps<'span'>) {
  return <span className={cn('relative flex size-10 shrink-0 overflow-hidden rounded-full', className)} {...props} />;
}

// A plain <img> over the fallback rather than Radix's Avatar.Image, which
// renders nothing until the browser has loaded the picture in a script: a
// server-rendered profile then shows its photo from the HTML, as early as
// any other image, instead of after hydration (docs/decisions/0035-server-rendering.md).
// A picture that fails is taken away and the initials below show.
export function AvatarImage({ className, src, alt, ...props }: ComponentProps<'img'>) {
  const [failedSrc, setFailedSrc] = useState<string | undefined>();
  // A picture that failed before React took over the server's HTML fired its error event unheard.
  const noticeEarlyFailure = useCallback(
    (image: HTMLImageElement | null) => {
      if (image?.complete && image.naturalWidth === 0) setFailedSrc(src);
    },
    [src],
  );
  if (!src || failedSrc === src) return null;
  return (
    <img
      ref={noticeEarlyFailure}
      src={src}
      alt={alt}
      onError={() => setFailedSrc(src)}
      className={cn('absolute inset-0 aspect-square size-full rounded-full object-cover', className)}
      {...props}
    />
  );
}

export function AvatarFallback({ className, ...props }: ComponentProps<'span'>) {
  return (
    <span
      className={cn(
        'flex size-full items-center justify-center rounded-full bg-secondary text-sm font-semibold text-secondary-foreground',
        className,
      )}
      {...props}
    />
  );
}

export function initials(firstName: string | null | undefined, lastName: string | null | undefined): string {
  const letters = `${firstName?.trim().charAt(0) ?? ''}${lastName?.trim().charAt(0) ?? ''}`;
  return letters.toUpperCase() || '?';
}
