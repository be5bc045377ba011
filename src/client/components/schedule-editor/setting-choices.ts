// The choices offered for buffers and notice. A stored value not among them
// (set through the API) is added, so opening the editor never changes it.
export type Choice = { value: string; label: string };

const minutes = (m: number): string => {
  if (m === 0) return 'None';
  if (m % 1440 === 0) return m === 1440 ? '1 day' : `${m / 1440} days`;
  if (m % 60 === 0) return m === 60 ? '1 hour' : `${m / 60} hours`;
  return `${m} minutes`;
};

export const BUFFER_CHOICES: readonly Choice[] = [0, 5, 10, 15, 20, 30, 45, 60].map((m) => ({ value: String(m), label: minutes(m) }));

export const NOTICE_CHOICES: readonly Choice[] = [0, 30, 60, 120, 240, 480, 720, 1440, 2880, 4320, 7 * 1440].map((m) => ({
  value: String(m),
  label: minutes(m),
}));

export function withCurrent(choices: readonly Choice[], current: string): Choice[] {
  if (current === '' || choices.some((c) => c.value === current)) return [...choices];
  const value = Number(current);
  const extra = { value: current, label: Number.isFinite(value) ? minutes(value) : current };
  return [...choices, extra].sort((a, b) => Number(a.value) - Number(b.value));
}
