import type { formsEn } from './forms.en';

export const formsEs = {
  'forms.firstName': 'Nombre',
  'forms.lastName': 'Apellidos',
  'forms.username': 'Nombre de usuario',
  'forms.email': 'Correo electrónico',
  'forms.password': 'Contraseña',
  'forms.confirmPassword': 'Confirma la contraseña',
  'forms.characterCount': '{count}/{max} caracteres',
  'forms.sessionLength': 'Duración de la sesión (minutos)',
} as const satisfies Record<keyof typeof formsEn, string>;
