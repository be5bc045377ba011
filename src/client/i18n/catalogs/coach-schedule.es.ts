import type { coachScheduleEn } from './coach-schedule.en';

export const coachScheduleEs = {
  'coach-schedule.loading': 'Cargando tu disponibilidad',
  'coach-schedule.what': 'tu disponibilidad',
  'coach-schedule.title': 'Disponibilidad',
  'coach-schedule.intro': 'Cuándo pueden reservar contigo los clientes. Guardar nunca cambia las sesiones ya reservadas.',
  'coach-schedule.fixAbove': 'Corrige los avisos de arriba y luego guarda.',
  'coach-schedule.saving': 'Guardando',
  'coach-schedule.save': 'Guardar disponibilidad',
  'coach-schedule.saved': 'Disponibilidad guardada.',
  'coach-schedule.unsaved': 'Tienes cambios sin guardar.',
  'coach-schedule.outsideTitle':
    '{count, plural, one {Una sesión reservada queda fuera de tu nuevo horario. Sigue reservada; muévela con el cliente si lo necesitas.} other {# sesiones reservadas quedan fuera de tu nuevo horario. Siguen reservadas; muévelas con los clientes si lo necesitas.}}',
  'coach-schedule.outsideList': 'Sesiones fuera de tu nuevo horario',
  'coach-schedule.outsideItem': '{date}, {time} con {name}',
} as const satisfies Record<keyof typeof coachScheduleEn, string>;
