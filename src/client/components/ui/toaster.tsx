import { lazy, Suspense, useState } from 'react';
import { useToasts } from './use-toast';

const ToastList = lazy(async () => ({ default: (await import('./toast-list')).ToastList }));

// Radix Toast and its layers are a tenth of the home page's JavaScript, and
// most visits never see a toast: they load with the first one and then stay,
// so later toasts (and the closing animation) work as before
// (docs/decisions/0035-server-rendering.md).
export function Toaster() {
  const toasts = useToasts();
  const [needed, setNeeded] = useState(false);
  if (toasts.length > 0 && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToastList toasts={toasts} />
    </Suspense>
  );
}
