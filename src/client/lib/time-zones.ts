// The one place that asks the browser for its IANA zone (docs/product/availability-and-time.md#time-zones).

// The zone the browser reports, or undefined when it reports none (some locked-down browsers).
export function reportedTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

// The browser's zone for showing times; 'UTC' when the browser does not say.
export function browserTimeZone(): string {
  return reportedTimeZone() ?? 'UTC';
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
