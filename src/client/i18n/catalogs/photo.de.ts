import type { photoEn } from './photo.en';

export const photoDe = {
  'photo.label': 'Profilfoto',
  'photo.preview': 'Vorschau des Profilfotos',
  'photo.processing': 'Bild wird verarbeitet',
  'photo.change': 'Foto ändern',
  'photo.upload': 'Foto hochladen',
  'photo.remove': 'Foto entfernen',
  'photo.optimized': 'Optimiert',
  'photo.hint': 'JPEG oder PNG, bis 5 MB. Große Fotos werden auf 1024 px verkleinert.',
  'photo.toast.processing': 'Bild wird verarbeitet',
  'photo.toast.processingText': 'Dein Foto wird optimiert…',
  'photo.toast.ready': 'Bild bereit',
  'photo.toast.readyOptimized': 'Dein Foto wurde optimiert und ist bereit.',
  'photo.toast.readyText': 'Dein Foto ist bereit.',
  'photo.toast.notAccepted': 'Bild nicht angenommen',
  'photo.error.invalidType': 'Bitte lade ein Bild im Format JPEG, JPG oder PNG hoch',
  'photo.error.tooLarge': 'Das Bild muss kleiner als 5 MB sein',
  'photo.error.processingFailed': 'Beim Verarbeiten deines Bildes ist etwas schiefgegangen. Bitte versuch es mit einem anderen.',
} as const satisfies Record<keyof typeof photoEn, string>;
