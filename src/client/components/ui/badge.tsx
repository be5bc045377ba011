import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

// A small pill for tags such as specializations or plan markers; callers pass
// the colour classes (e.g. from specializationColor()).
export function Badge({ className, ...props }: ComponentProps<'span'>) {
  return (
    <span
      className={cn('inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-medium leading-5', className)}
      {...props}
    />
  );
}
