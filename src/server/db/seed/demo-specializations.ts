// The eight specializations of docs/product/marketing-pages.md#demo-specializations, in the order the landing page shows them.
// German and Spanish beside the English (DECISIONS section 16); the migration that added the columns fills them for these eight.
export type DemoSpecialization = {
  name: string;
  description: string;
  nameTranslations: { de: string; es: string };
  descriptionTranslations: { de: string; es: string };
  iconName: string;
  colorClass: string;
};

export const DEMO_SPECIALIZATIONS = [
  {
    name: 'Emotional Resilience',
    description: 'Build steadiness to meet difficult emotions with curiosity and bounce back from setbacks with kindness.',
    nameTranslations: { de: 'Emotionale Resilienz', es: 'Resiliencia emocional' },
    descriptionTranslations: {
      de: 'Entwickle innere Stabilität, um schwierigen Gefühlen mit Neugier zu begegnen und nach Rückschlägen freundlich zu dir selbst wieder aufzustehen.',
      es: 'Desarrolla la serenidad para acoger las emociones difíciles con curiosidad y recuperarte de los contratiempos con amabilidad.',
    },
    iconName: '🌱',
    colorClass: 'green',
  },
  {
    name: 'Work Stress & Burnout',
    description: 'Practical mindfulness to set boundaries, recover energy and stay calm under pressure at work.',
    nameTranslations: { de: 'Stress im Beruf & Burnout', es: 'Estrés laboral y burnout' },
    descriptionTranslations: {
      de: 'Alltagstaugliche Achtsamkeit, um Grenzen zu setzen, wieder Kraft zu schöpfen und bei der Arbeit auch unter Druck ruhig zu bleiben.',
      es: 'Mindfulness práctico para poner límites, recuperar energía y mantener la calma bajo presión en el trabajo.',
    },
    iconName: '💼',
    colorClass: 'indigo',
  },
  {
    name: 'Mindful Parenting',
    description: 'Stay present and patient with your children, and respond rather than react in the busiest moments.',
    nameTranslations: { de: 'Achtsame Elternschaft', es: 'Crianza consciente' },
    descriptionTranslations: {
      de: 'Bleib mit deinen Kindern präsent und geduldig und antworte auch in den hektischsten Momenten bewusst, statt nur zu reagieren.',
      es: 'Mantente presente y paciente con tus hijos, y responde en lugar de reaccionar en los momentos de más ajetreo.',
    },
    iconName: '👪',
    colorClass: 'pink',
  },
  {
    name: 'Beginners Practice Support',
    description: 'A gentle, structured start to meditation with simple techniques and help building a daily habit.',
    nameTranslations: { de: 'Begleitung für Einsteiger', es: 'Acompañamiento para principiantes' },
    descriptionTranslations: {
      de: 'Ein sanfter, strukturierter Einstieg in die Meditation mit einfachen Techniken und Hilfe dabei, eine tägliche Gewohnheit aufzubauen.',
      es: 'Un comienzo suave y estructurado en la meditación, con técnicas sencillas y ayuda para crear un hábito diario.',
    },
    iconName: '🧘',
    colorClass: 'amber',
  },
  {
    name: 'Sleep & Restoration',
    description: 'Wind down a busy mind with evening routines, body scans and relaxation for deeper, more restful sleep.',
    nameTranslations: { de: 'Schlaf & Erholung', es: 'Sueño y descanso' },
    descriptionTranslations: {
      de: 'Bring einen unruhigen Geist zur Ruhe – mit Abendritualen, Body-Scans und Entspannung für tieferen, erholsameren Schlaf.',
      es: 'Calma una mente agitada con rutinas nocturnas, escaneos corporales y relajación para un sueño más profundo y reparador.',
    },
    iconName: '🌙',
    colorClass: 'blue',
  },
  {
    name: 'Body Awareness & Somatic Mindfulness',
    description: 'Reconnect with the signals of your body through breath, movement and grounded somatic practice.',
    nameTranslations: { de: 'Körperwahrnehmung & somatische Achtsamkeit', es: 'Conciencia corporal y mindfulness somático' },
    descriptionTranslations: {
      de: 'Finde über Atem, Bewegung und geerdete somatische Praxis wieder Zugang zu den Signalen deines Körpers.',
      es: 'Vuelve a conectar con las señales de tu cuerpo a través de la respiración, el movimiento y una práctica somática que te arraigue.',
    },
    iconName: '🌊',
    colorClass: 'purple',
  },
  {
    name: 'Focus & Performance',
    description: 'Train attention and composure for clearer thinking in study, sport, creative work and leadership.',
    nameTranslations: { de: 'Fokus & Leistung', es: 'Concentración y rendimiento' },
    descriptionTranslations: {
      de: 'Trainiere Aufmerksamkeit und Gelassenheit für klareres Denken in Studium, Sport, kreativer Arbeit und Führung.',
      es: 'Entrena la atención y la serenidad para pensar con más claridad en los estudios, el deporte, el trabajo creativo y el liderazgo.',
    },
    iconName: '🎯',
    colorClass: 'amber',
  },
  {
    name: 'Spiritual Practice & Stillness',
    description: 'Deepen contemplative practice and find quiet, meaning and connection beyond the everyday rush.',
    nameTranslations: { de: 'Spirituelle Praxis & Stille', es: 'Práctica espiritual y quietud' },
    descriptionTranslations: {
      de: 'Vertiefe deine kontemplative Praxis und finde Ruhe, Sinn und Verbundenheit jenseits der Hektik des Alltags.',
      es: 'Profundiza en tu práctica contemplativa y encuentra quietud, sentido y conexión más allá del ajetreo diario.',
    },
    iconName: '🕊️',
    colorClass: 'indigo',
  },
] as const satisfies readonly DemoSpecialization[];

export type DemoSpecializationName = (typeof DEMO_SPECIALIZATIONS)[number]['name'];
