// Quarter hours, as ZSchedule accepts them; '24:00' ends a window at midnight.
// Labels are 24-hour so they read like the validation messages ("07:00–09:00").
export type TimeChoice = { value: string; label: string };

const pad = (n: number) => String(n).padStart(2, '0');
const QUARTERS = Array.from({ length: 96 }, (_, i) => `${pad(Math.floor(i / 4))}:${pad((i % 4) * 15)}`);

export const START_TIMES: readonly TimeChoice[] = QUARTERS.map((value) => ({ value, label: value }));
export const END_TIMES: readonly TimeChoice[] = [...QUARTERS.slice(1), '24:00'].map((value) => ({
  value,
  label: value,
}));
