// A meeting's date and time in the viewer's own zone (Intl), the way the
// server's UTC instants are meant to be shown (docs/product/programs.md).
const dateFormat = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' });
const timeFormat = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' });

export function meetingDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}

export function meetingTime(iso: string): string {
  return timeFormat.format(new Date(iso));
}

export function lengthLabel(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${minutes} minutes`;
  return rest === 0 ? `${hours} ${hours === 1 ? 'hour' : 'hours'}` : `${hours} h ${rest} min`;
}

export function seatsLeftLabel(seatsLeft: number): string {
  if (seatsLeft === 0) return 'Full';
  return seatsLeft === 1 ? '1 seat left' : `${seatsLeft} seats left`;
}

export function kindLabel(kind: 'workshop' | 'course', meetings: number): string {
  return kind === 'workshop' ? 'Workshop' : `Course · ${meetings} weekly meetings`;
}
