import type { landingEn } from './landing.en';

export const landingEs = {
  'landing.hero.badge': 'Coaching de mindfulness individual, en línea',
  'landing.hero.title': 'Coaching para la mente, el espíritu y tu propio ser',
  'landing.hero.intro':
    'Encuentra un coach de mindfulness que encaje con tu vida. Cultiva calma, concentración y fortaleza en sesiones privadas por video, al ritmo que sientas adecuado para ti.',
  'landing.hero.explore': 'Explorar coaches',
  'landing.hero.gettingStarted': 'Primeros pasos',
  'landing.specializations.eyebrow': 'Encuentra tu enfoque',
  'landing.specializations.title': 'Coaching de mindfulness especializado',
  'landing.specializations.intro':
    'Cada coach aporta su propia experiencia. Empieza por aquello en lo que te gustaría recibir apoyo y te mostraremos a los coaches que trabajan en ese ámbito.',
  'landing.specializations.loading': 'Cargando especialidades…',
  'landing.specializations.failed': 'No hemos podido cargar las especialidades en este momento.',
  'landing.specializations.retry': 'Intentar de nuevo',
  'landing.specializations.empty': 'Las especialidades aparecerán aquí cuando se unan nuestros primeros coaches.',
  'landing.specializations.coachCount': '{count, plural, one {# coach disponible} other {# coaches disponibles}}',
  'landing.becomeACoach': 'Hazte coach',
  'landing.learnMore': 'Más información',
  'landing.learnMoreHidden': ' sobre cómo elegir coach y tu primera sesión',
  'landing.testimonials.eyebrow': 'En sus palabras',
  'landing.testimonials.title': 'Historias de nuestra comunidad',
  'landing.testimonials.intro': 'Cambios pequeños y constantes de personas que le hicieron un hueco al mindfulness.',
  'landing.testimonials.rated': 'Valoración: {rating} de 5',
  'landing.testimonials.priya.quote':
    'Llegué queriendo «arreglar» mi estrés. Lo que encontré fueron unas pocas prácticas sencillas que de verdad uso. Una pausa de tres minutos antes de las reuniones ha cambiado cómo vivo mis días de trabajo.',
  'landing.testimonials.priya.title': 'Product manager',
  'landing.testimonials.daniel.quote':
    'Mi coach me ayudó a crear una rutina para desconectar por la noche que encaja con dos niños pequeños. Tengo más paciencia a la hora de dormir y me doy cuenta antes de cuándo voy sin energía.',
  'landing.testimonials.daniel.title': 'Profesor de secundaria',
  'landing.testimonials.sofia.quote':
    'Reservar fue sencillo y las sesiones se sintieron personales, no de guion. Me encantarían algunos horarios más a última hora, pero lo que aprendí sobre respirar ante las fechas de entrega me ha acompañado.',
  'landing.testimonials.sofia.title': 'Diseñadora autónoma',
  'landing.coaches.eyebrow': 'Para coaches',
  'landing.coaches.title': 'Coaching con propósito',
  'landing.coaches.intro':
    'Stillpoint está pensado para coaches de mindfulness que quieren dedicar su energía al coaching, no a la administración.',
  'landing.coaches.schedule.title': 'Tú decides tu horario',
  'landing.coaches.schedule.text':
    'Elige los días y las horas en que das sesiones, en tu propia zona horaria. Tus clientes solo ven los horarios que has abierto.',
  'landing.coaches.impact.title': 'Deja una huella real',
  'landing.coaches.impact.text':
    'Trabaja de tú a tú con personas que te han elegido y ayúdalas a crear prácticas que duren mucho más allá de la sesión.',
  'landing.coaches.grow.title': 'Haz crecer tu práctica',
  'landing.coaches.grow.text':
    'Un perfil con tu historia, tus especialidades y tus reseñas ayuda a que te encuentren los clientes adecuados, y tu tarifa la pones tú.',
  'landing.coaches.tools.title': 'Herramientas sencillas que te apoyan',
  'landing.coaches.tools.text':
    'Nos ocupamos de reservas, pagos, enlaces de video y recordatorios, para que tu atención siga puesta en tus clientes.',
  'landing.coaches.foundingOffer': 'Ver la oferta para coaches fundadores',
  'landing.about.eyebrow': 'Sobre Stillpoint',
  'landing.about.title': 'Una forma más serena de crecer',
  'landing.about.intro':
    'Stillpoint conecta a las personas con coaches de mindfulness independientes para sesiones privadas por video. Mantenemos la plataforma sencilla para que el coaching sea el protagonista.',
  'landing.about.presence.name': 'Presencia',
  'landing.about.presence.text':
    'Las sesiones son individuales y sin prisas. Tu coach te dedica toda su atención y te ayuda a practicar esa misma atención en tu propia vida.',
  'landing.about.accessibility.name': 'Accesibilidad',
  'landing.about.accessibility.text':
    'El coaching no debería depender de dónde vives. Todas las sesiones son por video, los coaches fijan precios transparentes y ves el coste total antes de reservar.',
  'landing.about.transformation.name': 'Transformación',
  'landing.about.transformation.text':
    'El cambio real suele ser silencioso y gradual. Nos centramos en prácticas pequeñas que puedas mantener, para que la calma y la claridad formen parte de tus días.',
} as const satisfies Record<keyof typeof landingEn, string>;
