import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

// A pulsing placeholder block; decorative, so screen readers skip it. The
// surrounding region should say that it is loading (aria-busy or a status).
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-md bg-muted', className)} {...props} />;
}
