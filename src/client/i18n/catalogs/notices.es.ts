import type { noticesEn } from './notices.en';

export const noticesEs = {
  'notices.scope.title': 'El coaching no es terapia',
  'notices.scope.text':
    'El coaching en Stillpoint no es terapia, atención médica ni apoyo en crisis. Si estás en una crisis o piensas en hacerte daño, llama ahora al número de emergencias de tu zona.',
  'notices.scope.link': 'Encuentra ayuda en crisis cerca de ti',
  'notices.policy.label': 'Política de cancelación',
  'notices.policy.title': 'Política de cancelación: {policy}',
  'notices.policy.flexible': 'Flexible',
  'notices.policy.moderate': 'Moderada',
  'notices.policy.strict': 'Estricta',
  'notices.policy.flexibleSummary': 'Reembolso completo si cancelas al menos 24 horas antes de la sesión; después, el 50 %.',
  'notices.policy.moderateSummary':
    'Reembolso completo si cancelas al menos 48 horas antes de la sesión; el 50 % hasta 24 horas antes; después, sin reembolso.',
  'notices.policy.strictSummary':
    'Reembolso completo si cancelas al menos 7 días antes de la sesión; el 50 % hasta 48 horas antes; después, sin reembolso.',
  'notices.card.loading': 'Cargando el formulario de pago',
  'notices.card.testMode': 'Modo de prueba',
  'notices.card.noRealPayment': 'No se realiza ningún pago real. Usa una tarjeta de prueba:',
  'notices.card.succeeds': ' (se acepta)',
  'notices.card.declined': ' (se rechaza)',
  'notices.card.anyExpiry': 'Cualquier fecha de caducidad futura y cualquier CVC de 3 dígitos.',
  'notices.card.number': 'Número de tarjeta',
  'notices.card.expiry': 'Caducidad (MM/AA)',
  'notices.card.expiryPlaceholder': 'MM/AA',
  'notices.card.cvc': 'CVC',
} as const satisfies Record<keyof typeof noticesEn, string>;
