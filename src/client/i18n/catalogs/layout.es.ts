import type { layoutEn } from './layout.en';

export const layoutEs = {
  'layout.gettingStarted': 'Primeros pasos',
  'layout.howItWorks': 'Cómo funciona',
  'layout.findCoaches': 'Encontrar coaches',
  'layout.workshops': 'Talleres y cursos',
  'layout.foundingCoaches': 'Coaches fundadores',
  'layout.becomeACoach': 'Hazte coach',
  'layout.logIn': 'Iniciar sesión',
  'layout.signUp': 'Crear cuenta',
  'layout.openMenu': 'Abrir menú',
  'layout.closeMenu': 'Cerrar menú',
  'layout.mainNav': 'Principal',
  'layout.footerNav': 'Pie de página',
  'layout.rightsReserved': '© {year} Stillpoint. Todos los derechos reservados.',
  'layout.skipToContent': 'Saltar al contenido',
  'layout.language': 'Idioma',
} as const satisfies Record<keyof typeof layoutEn, string>;
