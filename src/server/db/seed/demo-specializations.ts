// The eight specializations of docs/product/marketing-pages.md#demo-specializations, in the order the landing page shows them.
export type DemoSpecialization = { name: string; description: string; iconName: string; colorClass: string };

export const DEMO_SPECIALIZATIONS = [
  {
    name: 'Emotional Resilience',
    description: 'Build steadiness to meet difficult emotions with curiosity and bounce back from setbacks with kindness.',
    iconName: '🌱',
    colorClass: 'green',
  },
  {
    name: 'Work Stress & Burnout',
    description: 'Practical mindfulness to set boundaries, recover energy and stay calm under pressure at work.',
    iconName: '💼',
    colorClass: 'indigo',
  },
  {
    name: 'Mindful Parenting',
    description: 'Stay present and patient with your children, and respond rather than react in the busiest moments.',
    iconName: '👪',
    colorClass: 'pink',
  },
  {
    name: 'Beginners Practice Support',
    description: 'A gentle, structured start to meditation with simple techniques and help building a daily habit.',
    iconName: '🧘',
    colorClass: 'amber',
  },
  {
    name: 'Sleep & Restoration',
    description: 'Wind down a busy mind with evening routines, body scans and relaxation for deeper, more restful sleep.',
    iconName: '🌙',
    colorClass: 'blue',
  },
  {
    name: 'Body Awareness & Somatic Mindfulness',
    description: 'Reconnect with the signals of your body through breath, movement and grounded somatic practice.',
    iconName: '🌊',
    colorClass: 'purple',
  },
  {
    name: 'Focus & Performance',
    description: 'Train attention and composure for clearer thinking in study, sport, creative work and leadership.',
    iconName: '🎯',
    colorClass: 'amber',
  },
  {
    name: 'Spiritual Practice & Stillness',
    description: 'Deepen contemplative practice and find quiet, meaning and connection beyond the everyday rush.',
    iconName: '🕊️',
    colorClass: 'indigo',
  },
] as const satisfies readonly DemoSpecialization[];

export type DemoSpecializationName = (typeof DEMO_SPECIALIZATIONS)[number]['name'];
