import type { pagesEn } from './pages.en.js';

export const pagesEs = {
  'pages.tagline': 'coaching de mindfulness',
  'pages.default.description':
    'Encuentra un coach de mindfulness de confianza, lee reseñas sinceras y reserva sesiones individuales por vídeo.',
  'pages.home.description':
    'Encuentra un coach de mindfulness de confianza y reserva sesiones privadas por vídeo para el estrés, el sueño, la concentración, la crianza y mucho más.',
  'pages.coaches.title': 'Encuentra tu coach',
  'pages.coaches.description':
    'Explora coaches de mindfulness por especialidad, disponibilidad y precio, lee sus reseñas y reserva una sesión por vídeo.',
  'pages.getting-started.title': 'Primeros pasos',
  'pages.getting-started.description':
    'Cómo elegir un coach de mindfulness, cómo es una primera sesión por vídeo, cómo prepararte y cómo funcionan los precios y los reembolsos.',
  'pages.how-it-works.title': 'Cómo funciona',
  'pages.how-it-works.description':
    'Encuentra un coach de mindfulness, reserva y paga con seguridad, reúnete por vídeo privado y reflexiona sobre tu progreso. Además, respuestas a las preguntas frecuentes.',
  'pages.founding-coaches.title': 'Coaches fundadores',
  'pages.founding-coaches.description':
    'Únete a Stillpoint como coach fundador de mindfulness: Pro gratis durante la beta, sin comisiones de plataforma durante la beta, posición destacada, marca propia, sincronización de calendario y notas de sesión.',
} as const satisfies Record<keyof typeof pagesEn, string>;
