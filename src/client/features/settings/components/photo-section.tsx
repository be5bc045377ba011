import { useState } from 'react';
import type { TCurrentUser } from '@shared/schemas/auth';
import { ProfilePhotoPicker } from '@/components/profile-photo-picker/profile-photo-picker';
import { toast } from '@/components/ui/use-toast';
import { useRemoveProfileImage, useUploadProfileImage } from '../api/profile-image';
import { errorMessage } from '@/lib/error-text';
import { settingsEn } from '@/i18n/catalogs/settings.en';
import { useT } from '@/lib/i18n/i18n-context';

// A picked photo is saved at once (and a removal too): there is nothing else
// on this card to submit, and the header avatar shows the result right away.
export function PhotoSection({ user }: { user: TCurrentUser }) {
  // What the picker previews: the photo being uploaded, else the saved one.
  const [pending, setPending] = useState<string | null>(null);
  const t = useT(settingsEn);

  const upload = useUploadProfileImage({
    onSuccess: () => toast({ title: t('settings.imageUploaded'), description: t('settings.imageSaved') }),
    onError: (error) =>
      toast({
        title: t('settings.uploadFailed'),
        description: errorMessage(error, t('settings.uploadFailedDetail')),
        variant: 'destructive',
      }),
    onSettled: () => setPending(null),
  });
  const remove = useRemoveProfileImage({
    onSuccess: () => toast({ title: t('settings.photoRemoved'), description: t('settings.initialsShown') }),
    onError: (error) =>
      toast({
        title: t('settings.removeFailed'),
        description: errorMessage(error, t('settings.removeFailedDetail')),
        variant: 'destructive',
      }),
  });

  function handleChange(dataUrl: string | null) {
    if (dataUrl) {
      setPending(dataUrl);
      upload.mutate(dataUrl);
    } else if (user.profileImage) {
      remove.mutate();
    }
  }

  return (
    <ProfilePhotoPicker
      value={pending ?? user.profileImage}
      onChange={handleChange}
      disabled={upload.isPending || remove.isPending}
      label={t('settings.photoLabel')}
    />
  );
}
