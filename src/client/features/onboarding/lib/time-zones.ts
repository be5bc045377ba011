// The coach's IANA zone (docs/product/availability-and-time.md#time-zones), defaulting to the browser's.
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

export function timeZoneOptions(current: string): string[] {
  let zones: string[] = [];
  try {
    zones = Intl.supportedValuesOf('timeZone');
  } catch {
    zones = [];
  }
  // 'UTC' and the current zone are not always in the list (aliases).
  const all = new Set([...zones, 'UTC', current]);
  return [...all].sort((a, b) => a.localeCompare(b));
}
