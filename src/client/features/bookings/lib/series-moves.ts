// Where a session of a weekly series that is not open may move
// (docs/product/series.md): open times of the coach within 3½ days of its usual
// time (the server's rule, SERIES_LIMITS.moveWindowMs), clear of the series'
// other kept sessions, the nearest first.
import { SERIES_LIMITS } from '@shared/domain/series';
import type { TSeriesOccurrencePreview } from '@shared/schemas/series';
import { DAY_MS } from '@shared/domain/time-units';

const MAX_CHOICES = 12;

export function moveChoices(input: {
  occurrences: readonly TSeriesOccurrencePreview[];
  kept: ReadonlyArray<{ index: number; startTime: string }>;
  slots: readonly string[];
  first: string;
  cadenceWeeks: number;
  sessionMinutes: number;
}): Map<number, string[]> {
  const { occurrences, kept, slots, first, cadenceWeeks, sessionMinutes } = input;
  const lengthMs = sessionMinutes * 60_000;
  const choices = new Map<number, string[]>();
  for (const o of occurrences) {
    if (o.open) continue;
    // A time a clock change skips has no instant: its week is still known.
    const usual = o.startTime ? Date.parse(o.startTime) : Date.parse(first) + o.index * cadenceWeeks * 7 * DAY_MS;
    const others = kept.filter((k) => k.index !== o.index).map((k) => Date.parse(k.startTime));
    const near = slots
      .map((slot) => ({ slot, at: Date.parse(slot) }))
      .filter(({ at }) => Math.abs(at - usual) <= SERIES_LIMITS.moveWindowMs && others.every((other) => Math.abs(other - at) >= lengthMs))
      .sort((a, b) => Math.abs(a.at - usual) - Math.abs(b.at - usual))
      .slice(0, MAX_CHOICES)
      .sort((a, b) => a.at - b.at)
      .map(({ slot }) => slot);
    choices.set(o.index, near);
  }
  return choices;
}
