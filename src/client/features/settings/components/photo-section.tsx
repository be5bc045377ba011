import { useState } from 'react';
import type { TCurrentUser } from '@shared/schemas/auth';
import { ProfilePhotoPicker } from '@/components/profile-photo-picker/profile-photo-picker';
import { toast } from '@/components/ui/use-toast';
import { useRemoveProfileImage, useUploadProfileImage } from '../api/profile-image';
import { errorMessage } from '@/lib/error-text';

// A picked photo is saved at once (and a removal too): there is nothing else
// on this card to submit, and the header avatar shows the result right away.
export function PhotoSection({ user }: { user: TCurrentUser }) {
  // What the picker previews: the photo being uploaded, else the saved one.
  const [pending, setPending] = useState<string | null>(null);

  const upload = useUploadProfileImage({
    onSuccess: () => toast({ title: 'Image Uploaded', description: 'Your new profile photo has been saved.' }),
    onError: (error) =>
      toast({ title: 'Upload Failed', description: errorMessage(error, 'Failed to upload profile image'), variant: 'destructive' }),
    onSettled: () => setPending(null),
  });
  const remove = useRemoveProfileImage({
    onSuccess: () => toast({ title: 'Photo removed', description: 'Your initials are shown instead.' }),
    onError: (error) =>
      toast({ title: 'Remove failed', description: errorMessage(error, 'Failed to remove profile image'), variant: 'destructive' }),
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
      label="Profile photo"
    />
  );
}
