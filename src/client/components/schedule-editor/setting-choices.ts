// The choices offered for buffers and notice. A stored value not among them
// (set through the API) is added, so opening the editor never changes it.
import type { scheduleEditorEn } from '@/i18n/catalogs/schedule-editor.en';
import type { Translate } from '@/lib/i18n/i18n-context';

export type Choice = { value: string; label: string };

type T = Translate<keyof typeof scheduleEditorEn>;

// 'None', '1 day', '2 hours', '45 minutes' in the reader's language.
const minutes = (t: T, m: number): string => {
  if (m === 0) return t('schedule-editor.none');
  if (m % 1440 === 0) return t('schedule-editor.days', { n: m / 1440 });
  if (m % 60 === 0) return t('schedule-editor.hours', { n: m / 60 });
  return t('schedule-editor.minutes', { n: m });
};

const BUFFER_MINUTES = [0, 5, 10, 15, 20, 30, 45, 60];
const NOTICE_MINUTES = [0, 30, 60, 120, 240, 480, 720, 1440, 2880, 4320, 7 * 1440];

export const bufferChoices = (t: T): Choice[] => BUFFER_MINUTES.map((m) => ({ value: String(m), label: minutes(t, m) }));

export const noticeChoices = (t: T): Choice[] => NOTICE_MINUTES.map((m) => ({ value: String(m), label: minutes(t, m) }));

export function withCurrent(t: T, choices: readonly Choice[], current: string): Choice[] {
  if (current === '' || choices.some((c) => c.value === current)) return [...choices];
  const value = Number(current);
  const extra = { value: current, label: Number.isFinite(value) ? minutes(t, value) : current };
  return [...choices, extra].sort((a, b) => Number(a.value) - Number(b.value));
}
