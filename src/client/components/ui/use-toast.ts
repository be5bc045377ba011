// A tiny toast store shared by the whole app, in the shape of shadcn's
// use-toast: toast({ title, description, variant }) from anywhere.
import { useSyncExternalStore, type ReactNode } from 'react';

// At most one toast at a time (docs/product/ui-behaviour.md#toasts).
const TOAST_LIMIT = 1;
// Closed toasts stay mounted briefly so Radix can play the exit animation.
const REMOVE_DELAY_MS = 1000;

export type ToastVariant = 'default' | 'destructive';

export type ToastInput = { title?: ReactNode; description?: ReactNode; variant?: ToastVariant; duration?: number };

export type ToastItem = ToastInput & { id: string; open: boolean };

let toasts: ToastItem[] = [];
let counter = 0;
const listeners = new Set<() => void>();

function emit(next: ToastItem[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

export function dismissToast(id?: string) {
  emit(toasts.map((item) => (id === undefined || item.id === id ? { ...item, open: false } : item)));
  setTimeout(() => emit(toasts.filter((item) => item.open || (id !== undefined && item.id !== id))), REMOVE_DELAY_MS);
}

export function toast(input: ToastInput) {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  emit([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => toasts,
  );
}

export function useToast() {
  return { toast, dismiss: dismissToast };
}
