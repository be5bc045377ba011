import { cn } from '@/lib/utils';

// Below 640 px a table with these classes reads as a card per row: its head is
// left to screen readers and each cell shows its column's name (the cell's
// data-label) beside its value, so nothing scrolls sideways on a phone.
export const STACKED_TABLE = cn(
  'max-sm:block max-sm:min-w-0',
  'max-sm:[&_thead]:sr-only max-sm:[&_tbody]:block max-sm:[&_tbody>tr]:block max-sm:[&_tbody>tr]:px-4 max-sm:[&_tbody>tr]:py-2',
  'max-sm:[&_td]:flex max-sm:[&_td]:justify-between max-sm:[&_td]:gap-4 max-sm:[&_td]:px-0 max-sm:[&_td]:py-1 max-sm:[&_td]:text-right',
  'max-sm:[&_td]:whitespace-normal max-sm:[&_td]:[overflow-wrap:anywhere]',
  'max-sm:[&_td[data-label]]:before:shrink-0 max-sm:[&_td[data-label]]:before:text-left max-sm:[&_td[data-label]]:before:font-medium',
  'max-sm:[&_td[data-label]]:before:text-muted-foreground max-sm:[&_td[data-label]]:before:content-[attr(data-label)]',
);
