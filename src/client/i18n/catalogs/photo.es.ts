import type { photoEn } from './photo.en';

export const photoEs = {
  'photo.label': 'Foto de perfil',
  'photo.preview': 'Vista previa de la foto de perfil',
  'photo.processing': 'Procesando la imagen',
  'photo.change': 'Cambiar foto',
  'photo.upload': 'Subir foto',
  'photo.remove': 'Quitar foto',
  'photo.optimized': 'Optimizada',
  'photo.hint': 'JPEG o PNG, hasta 5 MB. Las fotos grandes se reducen a 1024 px.',
  'photo.toast.processing': 'Procesando la imagen',
  'photo.toast.processingText': 'Estamos optimizando tu foto…',
  'photo.toast.ready': 'Imagen lista',
  'photo.toast.readyOptimized': 'Tu foto se ha optimizado y está lista.',
  'photo.toast.readyText': 'Tu foto está lista.',
  'photo.toast.notAccepted': 'Imagen no aceptada',
  'photo.error.invalidType': 'Sube una imagen JPEG, JPG o PNG',
  'photo.error.tooLarge': 'La imagen debe pesar menos de 5 MB',
  'photo.error.processingFailed': 'Hubo un error al procesar tu imagen. Prueba con otra.',
} as const satisfies Record<keyof typeof photoEn, string>;
