// Busy time as half-open [start, end) intervals in epoch ms, sorted and merged
// once so the slot walk can advance a single cursor instead of scanning every
// busy interval for every slot.
//
// Two kinds: a 'session' is a pending or confirmed booking of the coach (it
// carries the coach's buffers and counts towards the daily limit); an 'event'
// is other busy time, such as an event in the coach's own calendar (it only
// keeps the new session's buffers clear). Without a kind it is a session, which
// is what every caller passed before events existed.

export type BusyKind = 'session' | 'event';
export type BusyInterval = { start: Date; end: Date; kind?: BusyKind };
export type BusySpan = { start: number; end: number };

/**
 * Sorted, non-overlapping spans, merging in place. Touching spans are merged
 * too; that is safe because a slot overlaps [a, b) ∪ [b, c) exactly when it
 * overlaps [a, c).
 */
export function mergeSpans(spans: BusySpan[]): BusySpan[] {
  spans.sort((a, b) => a.start - b.start);
  const merged: BusySpan[] = [];
  for (const span of spans) {
    const last = merged[merged.length - 1];
    if (last && span.start <= last.end) last.end = Math.max(last.end, span.end);
    else merged.push(span);
  }
  return merged;
}

/**
 * Busy intervals as merged spans, each widened by `widen` (ms before, ms after
 * for its kind). Empty or invalid intervals (end <= start, invalid dates) are
 * dropped: they cannot block anything.
 */
export function mergeBusyIntervals(
  busy: readonly BusyInterval[],
  widen?: (kind: BusyKind) => { before: number; after: number },
): BusySpan[] {
  const spans: BusySpan[] = [];
  for (const interval of busy) {
    const start = interval.start.getTime();
    const end = interval.end.getTime();
    if (!(Number.isFinite(start) && Number.isFinite(end) && end > start)) continue;
    if (widen) {
      const pad = widen(interval.kind ?? 'session');
      spans.push({ start: start - pad.before, end: end + pad.after });
    } else spans.push({ start, end });
  }
  return mergeSpans(spans);
}

/** Starts of the sessions among the busy intervals, ascending (for the daily limit). */
export function sessionStarts(busy: readonly BusyInterval[]): number[] {
  const starts: number[] = [];
  for (const interval of busy) {
    const start = interval.start.getTime();
    if ((interval.kind ?? 'session') === 'session' && Number.isFinite(start) && interval.end.getTime() > start) starts.push(start);
  }
  return starts.sort((a, b) => a - b);
}

/** How many of the ascending `starts` lie in [from, to): two binary searches. */
export function countInRange(starts: readonly number[], from: number, to: number): number {
  const firstAtOrAfter = (value: number): number => {
    let lo = 0;
    let hi = starts.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((starts[mid] ?? Number.POSITIVE_INFINITY) < value) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  return Math.max(0, firstAtOrAfter(to) - firstAtOrAfter(from));
}
