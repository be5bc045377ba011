import type { notFoundEn } from './not-found.en';

export const notFoundEs = {
  'not-found.title': 'Página no encontrada',
  'not-found.eyebrow': '¿Perdiste el camino?',
  'not-found.heading': '404 · Página no encontrada',
  'not-found.text': 'La página que buscabas no existe o se ha movido. Respira hondo y vuelve a terreno conocido.',
  'not-found.home': 'Volver al inicio',
} as const satisfies Record<keyof typeof notFoundEn, string>;
