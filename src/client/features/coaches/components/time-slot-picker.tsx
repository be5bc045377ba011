import { cn } from '@/lib/utils';
import type { TimeSlot } from '../lib/time-slots';

type TimeSlotPickerProps = {
  heading: string;
  slots: TimeSlot[];
  selectedStart: string | null;
  onSelect: (slot: TimeSlot) => void;
  // The time on each button, in the reader's clock (shownTime).
  timeOf: (slot: TimeSlot) => string;
};

export function TimeSlotPicker({ heading, slots, selectedStart, onSelect, timeOf }: TimeSlotPickerProps) {
  return (
    <div role="group" aria-labelledby="time-slots-heading">
      <h3 id="time-slots-heading" className="font-semibold">
        {heading}
      </h3>
      <ul className="mt-3 grid grid-cols-3 gap-2 sm:grid-cols-4 lg:grid-cols-3">
        {slots.map((slot) => {
          const selected = slot.start === selectedStart;
          return (
            <li key={slot.start}>
              <button
                type="button"
                aria-pressed={selected}
                data-start={slot.start}
                onClick={() => onSelect(slot)}
                className={cn(
                  'h-10 w-full rounded-md border text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                  selected ? 'border-primary bg-primary text-primary-foreground' : 'border-input bg-card hover:bg-muted',
                )}
              >
                {timeOf(slot)}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
