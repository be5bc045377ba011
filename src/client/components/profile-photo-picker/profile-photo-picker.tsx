import { Camera, ImagePlus, Sparkles, Trash2 } from 'lucide-react';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { cn } from '@/lib/utils';
import { PHOTO_ACCEPT, PHOTO_MESSAGES, prepareProfilePhoto, profilePhotoErrorMessage } from './prepare-profile-photo';
import { FieldError } from '@/components/ui/field-error';
import { photoEn } from '@/i18n/catalogs/photo.en';
import { useT } from '@/lib/i18n/i18n-context';

// PHOTO_MESSAGES' own key for a message, to show it in the reader's language.
const photoMessageKey = (message: string) =>
  (Object.keys(PHOTO_MESSAGES) as (keyof typeof PHOTO_MESSAGES)[]).find((key) => PHOTO_MESSAGES[key] === message) ?? 'processingFailed';

export type ProfilePhotoPickerProps = {
  // A data URL just picked, the URL of the saved photo, or null for none.
  value: string | null;
  // A prepared data URL, or null when the photo is removed. Uploading is the
  // page's job (it owns the 'Image Uploaded' / 'Upload Failed' toasts).
  onChange: (dataUrl: string | null) => void;
  disabled?: boolean;
  // Accessible name of the file input.
  label?: string;
  className?: string;
};

// The image flow (docs/product/profile-photos.md#image-flow): pick, validate, compress, preview with an
// "Optimized" badge, allow removal.
export function ProfilePhotoPicker({ value, onChange, disabled = false, label, className }: ProfilePhotoPickerProps) {
  const t = useT(photoEn);
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const errorId = useId();
  const [processing, setProcessing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The badge belongs to the photo that was optimized, not to whatever value comes next.
  const [optimizedUrl, setOptimizedUrl] = useState<string | null>(null);

  async function handleFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Allows picking the same file again after a removal or an error.
    event.target.value = '';
    if (!file) return;
    setError(null);
    setProcessing(true);
    toast({ title: t('photo.toast.processing'), description: t('photo.toast.processingText') });
    try {
      const prepared = await prepareProfilePhoto(file);
      setOptimizedUrl(prepared.optimized ? prepared.dataUrl : null);
      onChange(prepared.dataUrl);
      toast({
        title: t('photo.toast.ready'),
        description: prepared.optimized ? t('photo.toast.readyOptimized') : t('photo.toast.readyText'),
      });
    } catch (failure) {
      const message = t(`photo.error.${photoMessageKey(profilePhotoErrorMessage(failure))}`);
      setError(message);
      toast({ title: t('photo.toast.notAccepted'), description: message, variant: 'destructive' });
    } finally {
      setProcessing(false);
    }
  }

  function remove() {
    setError(null);
    setOptimizedUrl(null);
    onChange(null);
  }

  const busy = disabled || processing;
  return (
    <div className={cn('flex flex-col gap-4 sm:flex-row sm:items-center', className)}>
      <div className="relative flex size-24 shrink-0 items-center justify-center overflow-hidden rounded-full border border-border bg-muted">
        {value ? (
          <img src={value} alt={t('photo.preview')} className="size-full object-cover" />
        ) : (
          <Camera aria-hidden="true" className="size-8 text-muted-foreground" />
        )}
        {processing ? (
          <div className="absolute inset-0 flex items-center justify-center bg-background/70">
            <Spinner label={t('photo.processing')} className="size-6 text-primary" />
          </div>
        ) : null}
      </div>
      <div className="grid gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <input
            ref={inputRef}
            type="file"
            accept={PHOTO_ACCEPT}
            className="sr-only"
            aria-label={label ?? t('photo.label')}
            aria-describedby={error ? `${hintId} ${errorId}` : hintId}
            disabled={busy}
            onChange={(event) => void handleFile(event)}
          />
          <Button type="button" variant="outline" size="sm" disabled={busy} onClick={() => inputRef.current?.click()}>
            <ImagePlus aria-hidden="true" />
            {value ? t('photo.change') : t('photo.upload')}
          </Button>
          {value ? (
            <Button type="button" variant="ghost" size="sm" disabled={busy} onClick={remove}>
              <Trash2 aria-hidden="true" />
              {t('photo.remove')}
            </Button>
          ) : null}
          {value && value === optimizedUrl ? (
            <Badge className="gap-1 border-emerald-200 bg-emerald-50 text-emerald-800">
              <Sparkles aria-hidden="true" className="size-3" />
              {t('photo.optimized')}
            </Badge>
          ) : null}
        </div>
        <p id={hintId} className="text-xs text-muted-foreground">
          {t('photo.hint')}
        </p>
        <FieldError id={errorId}>{error}</FieldError>
      </div>
    </div>
  );
}
