import { clsx, type ClassValue } from 'clsx';
import { mergeClasses } from './merge-classes';

// Later classes win over earlier ones, so callers can override primitives' defaults.
export function cn(...inputs: ClassValue[]) {
  return mergeClasses(clsx(inputs));
}
