// Whether this tab's live stream is open (docs/decisions/0059-live-updates.md).
// The message queries poll only while it is not: the stream tells them when
// to read again.
import { useSyncExternalStore } from 'react';

let open = false;
const listeners = new Set<() => void>();

export function setLiveOpen(value: boolean) {
  if (open === value) return;
  open = value;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function useLiveOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => open,
    () => false,
  );
}

// A query's refetchInterval: every `ms` while the stream is not open, never while it is.
export function usePollUnlessLive(ms: number): number | false {
  return useLiveOpen() ? false : ms;
}
