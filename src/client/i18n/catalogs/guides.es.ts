import type { guidesEn } from './guides.en';

export const guidesEs = {
  'guides.browseCoaches': 'Ver coaches',
  'guides.becomeACoach': 'Hazte coach',
  'guides.stepNumber': 'Paso {number}',

  'guides.howItWorks.eyebrow': 'Cómo funciona',
  'guides.howItWorks.title': 'Cómo funciona',
  'guides.howItWorks.intro':
    'Stillpoint te pone fácil encontrar un coach de mindfulness, reservar a la hora que te venga bien y veros en privado por vídeo, estés donde estés.',
  'guides.howItWorks.learnMore': 'Saber más',
  'guides.howItWorks.explore': 'Explorar coaches',
  'guides.howItWorks.ctaTitle': 'Encuentra un coach que encaje contigo',
  'guides.howItWorks.ctaText': 'Mira perfiles, lee reseñas y consulta los horarios libres en tu propia zona horaria.',
  'guides.steps.eyebrow': 'Cuatro pasos',
  'guides.steps.title': 'De la primera búsqueda a una práctica duradera',
  'guides.steps.intro': 'Reservar una sesión lleva unos minutos. La práctica que construyas puede durar mucho más.',
  'guides.steps.find.title': 'Encuentra tu coach',
  'guides.steps.find.text':
    'Explora el directorio por especialidad, precio y disponibilidad. Lee la historia de cada coach y las reseñas de sus clientes.',
  'guides.steps.book.title': 'Reserva y paga',
  'guides.steps.book.text':
    'Elige un horario libre, mostrado en tu propia zona horaria, y paga con tarjeta de forma segura. Después tu coach confirma la sesión.',
  'guides.steps.meet.title': 'Encuentro por vídeo',
  'guides.steps.meet.text':
    'Entra en tu sesión privada por vídeo, solo tú y tu coach, desde tu panel. Solo necesitas un lugar tranquilo y un dispositivo con cámara.',
  'guides.steps.reflect.title': 'Reflexiona y valora',
  'guides.steps.reflect.text':
    'Llévate una pequeña práctica a tu semana, vuelve a reservar cuando te venga bien y deja una reseña sincera que ayude a otros a elegir.',
  'guides.faq.eyebrow': 'Preguntas',
  'guides.faq.title': 'Preguntas frecuentes',
  'guides.faq.therapy.question': '¿En qué se diferencia el coaching de mindfulness de la terapia?',
  'guides.faq.therapy.answer':
    'La terapia es un servicio de salud que evalúa y trata trastornos de salud mental, y la ofrecen profesionales con licencia. El coaching de mindfulness no es un tratamiento. Te ayuda a cultivar la atención, la calma y hábitos sanos para el día a día, y se centra sobre todo en el presente y en los pequeños pasos que puedes dar a continuación.',
  'guides.faq.whoFor.question': '¿Para quién es adecuado el coaching de mindfulness?',
  'guides.faq.whoFor.answer':
    'El coaching es adecuado para personas adultas que en general se las arreglan en su día a día y buscan apoyo con cosas como el estrés, las rutinas de sueño, la concentración, la crianza o empezar a meditar. No es adecuado como apoyo principal durante una crisis de salud mental. Si estás en una crisis o piensas en hacerte daño, contacta cuanto antes con el número de emergencias de tu zona o con una línea de atención en crisis.',
  'guides.faq.medical.question': '¿Mi coach me dará consejo médico?',
  'guides.faq.medical.answer':
    'No. Los coaches de Stillpoint no diagnostican, no recetan ni aconsejan sobre medicación y no dan ningún tipo de consejo médico. Si surge algo que necesite a un médico o a un profesional de salud mental, un buen coach te lo dirá y te animará a buscar esa ayuda.',
  'guides.faq.therapist.question': '¿Puedo trabajar con un coach mientras voy a terapia?',
  'guides.faq.therapist.answer':
    'Mucha gente lo hace. El coaching puede complementar la terapia dándote tiempo para practicar el mindfulness. Te sugerimos contárselo a tu terapeuta y también a tu coach, para que todas las orientaciones vayan en la misma dirección. Si alguna vez no coinciden, sigue el consejo de tu terapeuta.',
  'guides.faq.firstSession.question': '¿Qué puedo esperar de mi primera sesión?',
  'guides.faq.firstSession.answer':
    'La primera sesión sirve sobre todo para conoceros. Tu coach te preguntará qué te ha traído al coaching y qué te gustaría cambiar, te explicará cómo trabaja y normalmente te guiará en una práctica breve, como un ejercicio de respiración. Puedes compartir tanto o tan poco como quieras, y puedes hacer preguntas en cualquier momento.',

  'guides.gettingStarted.eyebrow': 'Primeros pasos',
  'guides.gettingStarted.title': 'Primeros pasos',
  'guides.gettingStarted.intro':
    '¿Es tu primera vez con un coach? Aquí tienes todo lo que necesitas para encontrar un coach con quien te sientas a gusto y llegar a tu primera sesión con confianza.',
  'guides.gettingStarted.ctaTitle': 'Cuando tú quieras',
  'guides.gettingStarted.ctaText': 'Mira coaches a tu ritmo. No pagas nada hasta que reservas una sesión.',
  'guides.choosing.eyebrow': 'Paso uno',
  'guides.choosing.title': 'Cómo elegir coach',
  'guides.choosing.intro': 'No existe un único coach ideal, solo el que te encaja ahora. Estas cuatro preguntas te ayudan.',
  'guides.choosing.start.title': 'Empieza por aquello en lo que quieres ayuda',
  'guides.choosing.start.text':
    'Elige una especialidad como el sueño, el estrés laboral o la crianza consciente. El directorio te mostrará solo coaches que trabajan en ese ámbito.',
  'guides.choosing.read.title': 'Lee perfiles y reseñas',
  'guides.choosing.read.text':
    'Cada coach describe su trayectoria, su formación y su enfoque con sus propias palabras. Las reseñas solo vienen de clientes que han completado una sesión.',
  'guides.choosing.check.title': 'Revisa los detalles prácticos',
  'guides.choosing.check.text':
    'El precio por sesión, la duración y los horarios libres están en cada perfil, para que compares coaches antes de comprometerte a nada.',
  'guides.choosing.trust.title': 'Confía en tu intuición',
  'guides.choosing.trust.text':
    'Sentirte a gusto con tu coach importa más que cualquier título. Si el primero no encaja contigo, no pasa nada por probar con otro.',
  'guides.firstSession.eyebrow': 'Paso dos',
  'guides.firstSession.title': 'Tu primera sesión',
  'guides.firstSession.intro': 'Saber qué esperar hace más fácil relajarse.',
  'guides.firstSession.flowTitle': 'Cómo es una sesión',
  'guides.firstSession.flow.confirm':
    'Tu coach confirma la solicitud y el enlace de vídeo aparece en tu panel y en tu correo de confirmación.',
  'guides.firstSession.flow.meet': 'Os veis a solas por vídeo durante el tiempo indicado en el perfil, a menudo 60 minutos.',
  'guides.firstSession.flow.ask': 'Tu coach te pregunta qué te ha traído hasta aquí y qué te gustaría que fuera distinto.',
  'guides.firstSession.flow.practice':
    'Juntos probáis una práctica breve, como un ejercicio de respiración o un escaneo corporal, y habláis de cómo os ha sentado.',
  'guides.firstSession.flow.finish': 'Terminas con una pequeña cosa que probar antes del próximo encuentro, si decidís volver a veros.',
  'guides.firstSession.prepareTitle': 'Cómo prepararte para tu primera sesión',
  'guides.firstSession.prepare.spot': 'Busca un lugar tranquilo y privado donde puedas hablar con libertad durante toda la sesión.',
  'guides.firstSession.prepare.check': 'Comprueba la cámara, el micrófono y la conexión a internet unos minutos antes.',
  'guides.firstSession.prepare.notes': 'Apunta un par de cosas que te gustaría explorar. Con una o dos frases basta.',
  'guides.firstSession.prepare.comfort': 'Ponte algo cómodo. Algunas prácticas se hacen sentado o tumbado.',
  'guides.firstSession.prepare.beginners': 'No necesitas experiencia en meditación. Si empiezas de cero, eres muy bienvenido.',
  'guides.pricing.eyebrow': 'Paso tres',
  'guides.pricing.title': 'Precios claros y sencillos',
  'guides.pricing.intro': 'Siempre ves el precio completo antes de pagar.',
  'guides.pricing.rates.title': 'Cada coach fija sus tarifas',
  'guides.pricing.rates.text':
    'El precio por sesión de cada coach está en su perfil y en el directorio, así que no hay sorpresas al pagar.',
  'guides.pricing.noFee.title': 'Sin tarifa de plataforma para clientes durante la beta',
  'guides.pricing.noFee.text': 'Pagas el precio de la sesión y nada más. La tarifa de plataforma en el resumen de tu reserva es de 0,00 $.',
  'guides.pricing.policy.title': 'Una política de cancelación que ves antes de pagar',
  'guides.pricing.policy.text':
    'Los planes cambian. La política de cada coach (flexible, moderada o estricta) está en su perfil y al pagar; si cancelas desde tu panel con tiempo suficiente, recibes el reembolso completo.',

  'guides.founding.eyebrow': 'Coaches fundadores',
  'guides.founding.title': 'Hazte coach fundador',
  'guides.founding.intro':
    'Estamos construyendo Stillpoint con un primer círculo de coaches de mindfulness. Únete ahora para trabajar a tu manera, tener Pro gratis durante la beta y ayudar a dar forma a lo que viene.',
  'guides.founding.communityTitle': 'Únete a una comunidad de más de 1000 personas que exploran el mindfulness',
  'guides.founding.communityText':
    'La gente llega a Stillpoint buscando días más tranquilos, mejor descanso y más concentración. Tu perfil ayuda a quienes necesitan tu enfoque a encontrarte.',
  'guides.founding.ctaTitle': 'Reserva tu plaza de fundador',
  'guides.founding.ctaText':
    'Elige el plan Pro en el primer paso, fija tu tarifa y tu disponibilidad, y ya puedes dar la bienvenida a tus primeros clientes.',
  'guides.offer.eyebrow': 'La oferta para coaches fundadores',
  'guides.offer.title': 'Pro, gratis durante toda la beta',
  'guides.offer.intro':
    'Los coaches fundadores tienen todas las funciones Pro sin coste mientras Stillpoint está en beta. Te avisaremos con tiempo antes de que lleguen los planes de pago.',
  'guides.offer.proPlan': 'Plan Pro',
  'guides.offer.free': 'Gratis',
  'guides.offer.duringBeta': 'durante la beta',
  'guides.offer.regularlyBefore': 'Después de la beta, ',
  'guides.offer.regularlyPrice': '29 $/mes',
  'guides.offer.regularlyAfter': '.',
  'guides.offer.noFees': 'Sin tarifas de plataforma durante la beta',
  'guides.offer.everyFeature': 'Todas las funciones Pro incluidas',
  'guides.offer.notify': 'Te avisaremos antes de que lleguen los planes de pago',
  'guides.offer.priority.title': 'Posición destacada',
  'guides.offer.priority.text': 'Los coaches Pro aparecen primero en el directorio de coaches.',
  'guides.offer.branding.title': 'Tu marca',
  'guides.offer.branding.text': 'Muestra en tu perfil el nombre de tu consulta y un enlace a tu web o a tu red social.',
  'guides.offer.calendar.title': 'Sincronización de calendario',
  'guides.offer.calendar.text': 'Suscríbete a tus sesiones desde Google Calendar o cualquier app de iCal.',
  'guides.offer.notes.title': 'Notas de sesión',
  'guides.offer.notes.text': 'Guarda notas privadas de cada sesión para seguir el progreso de cada cliente.',
  'guides.fees.eyebrow': 'Tarifas justas y sencillas',
  'guides.fees.title': 'Sin tarifas de plataforma durante la beta',
  'guides.fees.intro':
    'Mientras Stillpoint esté en beta no cobramos tarifa de plataforma por tus sesiones, en ninguno de los dos planes. Después, se aplicará una pequeña tarifa a cada sesión pagada, y con Pro es la más baja.',
  'guides.fees.caption': 'Tarifa de plataforma por sesión pagada',
  'guides.fees.plan': 'Plan',
  'guides.fees.duringBeta': 'Durante la beta',
  'guides.fees.afterBeta': 'Después de la beta',
  'guides.fees.proPlan': 'Plan Pro',
  'guides.fees.freePlan': 'Plan gratuito',
} as const satisfies Record<keyof typeof guidesEn, string>;
