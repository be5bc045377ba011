import type { reportEn } from './report.en';

export const reportEs = {
  'report.button': 'Denunciar',
  'report.buttonLabel': 'Denunciar: {subject}',
  'report.title': 'Denunciar: {subject}',
  'report.description': 'Cuéntanos qué ocurre. Solo nuestro equipo ve tu denuncia; a la persona denunciada no se le dice quién la envió.',
  'report.reason': 'Motivo',
  'report.reason.spam': 'Spam o publicidad',
  'report.reason.harassment': 'Acoso u odio',
  'report.reason.inappropriate': 'Inapropiado u ofensivo',
  'report.reason.other': 'Otra cosa',
  'report.details': 'Detalles (opcional)',
  'report.detailsPlaceholder': '¿Qué pasó? Cualquier cosa que nos ayude a entenderlo.',
  'report.cancel': 'Cancelar',
  'report.send': 'Enviar denuncia',
  'report.sending': 'Enviando...',
  'report.thanks': 'Gracias por tu denuncia',
  'report.thanksText': 'Nuestro equipo la revisará y actuará si incumple nuestras normas.',
  'report.failed': 'No se pudo enviar tu denuncia. Inténtalo de nuevo.',
} as const satisfies Record<keyof typeof reportEn, string>;
