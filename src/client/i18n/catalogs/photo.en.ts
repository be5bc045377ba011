// The profile photo picker (docs/product/profile-photos.md#image-flow), on the
// coach's onboarding and profile edit and in settings: signed-in pages only.
export const photoEn = {
  'photo.label': 'Profile photo',
  'photo.preview': 'Profile photo preview',
  'photo.processing': 'Processing image',
  'photo.change': 'Change photo',
  'photo.upload': 'Upload photo',
  'photo.remove': 'Remove photo',
  'photo.optimized': 'Optimized',
  'photo.hint': 'JPEG or PNG, up to 5MB. Large photos are resized to 1024 px.',
  'photo.toast.processing': 'Processing Image',
  'photo.toast.processingText': 'Optimizing your photo…',
  'photo.toast.ready': 'Image Ready',
  'photo.toast.readyOptimized': 'Your photo was optimized and is ready to use.',
  'photo.toast.readyText': 'Your photo is ready to use.',
  'photo.toast.notAccepted': 'Image not accepted',
  'photo.error.invalidType': 'Please upload a JPEG, JPG, or PNG image',
  'photo.error.tooLarge': 'Image must be smaller than 5MB',
  'photo.error.processingFailed': 'There was an error processing your image. Please try a different one.',
} as const;
