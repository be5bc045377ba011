import type { uiEn } from './ui.en';

export const uiEs = {
  'ui.close': 'Cerrar',
  'ui.loading': 'Cargando',
  'ui.rated': 'Valoración de {rating} sobre 5 estrellas',
} as const satisfies Record<keyof typeof uiEn, string>;
