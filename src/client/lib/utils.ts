import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

// Later classes win over earlier ones, so callers can override primitives' defaults.
export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs));
}
