import { Camera, ImagePlus, Sparkles, Trash2 } from 'lucide-react';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { cn } from '@/lib/utils';
import { PHOTO_ACCEPT, prepareProfilePhoto, profilePhotoErrorMessage } from './prepare-profile-photo';
import { FieldError } from '@/components/ui/field-error';

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
export function ProfilePhotoPicker({ value, onChange, disabled = false, label = 'Profile photo', className }: ProfilePhotoPickerProps) {
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
    toast({ title: 'Processing Image', description: 'Optimizing your photo…' });
    try {
      const prepared = await prepareProfilePhoto(file);
      setOptimizedUrl(prepared.optimized ? prepared.dataUrl : null);
      onChange(prepared.dataUrl);
      toast({
        title: 'Image Ready',
        description: prepared.optimized ? 'Your photo was optimized and is ready to use.' : 'Your photo is ready to use.',
      });
    } catch (failure) {
      const message = profilePhotoErrorMessage(failure);
      setError(message);
      toast({ title: 'Image not accepted', description: message, variant: 'destructive' });
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
          <img src={value} alt="Profile photo preview" className="size-full object-cover" />
        ) : (
          <Camera aria-hidden="true" className="size-8 text-muted-foreground" />
        )}
        {processing ? (
          <div className="absolute inset-0 flex items-center justify-center bg-background/70">
            <Spinner label="Processing image" className="size-6 text-primary" />
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
            aria-label={label}
            aria-describedby={error ? `${hintId} ${errorId}` : hintId}
            disabled={busy}
            onChange={(event) => void handleFile(event)}
          />
          <Button type="button" variant="outline" size="sm" disabled={busy} onClick={() => inputRef.current?.click()}>
            <ImagePlus aria-hidden="true" />
            {value ? 'Change photo' : 'Upload photo'}
          </Button>
          {value ? (
            <Button type="button" variant="ghost" size="sm" disabled={busy} onClick={remove}>
              <Trash2 aria-hidden="true" />
              Remove photo
            </Button>
          ) : null}
          {value && value === optimizedUrl ? (
            <Badge className="gap-1 border-emerald-200 bg-emerald-50 text-emerald-800">
              <Sparkles aria-hidden="true" className="size-3" />
              Optimized
            </Badge>
          ) : null}
        </div>
        <p id={hintId} className="text-xs text-muted-foreground">
          JPEG or PNG, up to 5MB. Large photos are resized to 1024 px.
        </p>
        <FieldError id={errorId}>{error}</FieldError>
      </div>
    </div>
  );
}
