import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from './toast';
import { dismissToast, type ToastItem } from './use-toast';
import { useTranslateSentence } from '@/lib/i18n/translate-sentence';

// The toasts with Radix's behaviour (timing, swipe, F8, announcements); loaded with the first toast (toaster.tsx).
export function ToastList({ toasts }: { toasts: ToastItem[] }) {
  // A failure's text is often the server's sentence ("409: …"): shown in the reader's language.
  const translate = useTranslateSentence();
  const inLanguage = (node: ToastItem['title']) => (typeof node === 'string' ? translate(node) : node);
  return (
    <ToastProvider>
      {toasts.map(({ id, title, description, variant, duration, open }) => (
        <Toast
          key={id}
          variant={variant}
          duration={duration}
          open={open}
          onOpenChange={(next) => {
            if (!next) dismissToast(id);
          }}
        >
          <div className="grid gap-1">
            {title ? <ToastTitle>{inLanguage(title)}</ToastTitle> : null}
            {description ? <ToastDescription>{inLanguage(description)}</ToastDescription> : null}
          </div>
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport />
    </ToastProvider>
  );
}
