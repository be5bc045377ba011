// Busy time (pending or confirmed bookings) as half-open [start, end)
// intervals in epoch ms, sorted and merged once so the slot walk can advance a
// single cursor instead of scanning every booking for every slot.

export type BusyInterval = { start: Date; end: Date };
export type BusySpan = { start: number; end: number };

/**
 * Sorted, non-overlapping spans. Touching intervals are merged too; that is
 * safe because a slot overlaps [a, b) ∪ [b, c) exactly when it overlaps [a, c).
 * Empty or invalid intervals (end <= start, invalid dates) are dropped: they
 * cannot block anything.
 */
export function mergeBusyIntervals(busy: readonly BusyInterval[]): BusySpan[] {
  const spans: BusySpan[] = [];
  for (const interval of busy) {
    const start = interval.start.getTime();
    const end = interval.end.getTime();
    if (Number.isFinite(start) && Number.isFinite(end) && end > start) spans.push({ start, end });
  }
  spans.sort((a, b) => a.start - b.start);
  const merged: BusySpan[] = [];
  for (const span of spans) {
    const last = merged[merged.length - 1];
    if (last && span.start <= last.end) last.end = Math.max(last.end, span.end);
    else merged.push({ ...span });
  }
  return merged;
}
