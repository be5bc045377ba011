import type { coachScheduleEn } from './coach-schedule.en';

export const coachScheduleDe = {
  'coach-schedule.loading': 'Deine Verfügbarkeit wird geladen',
  'coach-schedule.what': 'deine Verfügbarkeit',
  'coach-schedule.title': 'Verfügbarkeit',
  'coach-schedule.intro': 'Wann Klient:innen dich buchen können. Beim Speichern bleiben bereits gebuchte Sitzungen, wie sie sind.',
  'coach-schedule.fixAbove': 'Bitte korrigiere die Hinweise oben und speichere dann.',
  'coach-schedule.saving': 'Wird gespeichert',
  'coach-schedule.save': 'Verfügbarkeit speichern',
  'coach-schedule.saved': 'Verfügbarkeit gespeichert.',
  'coach-schedule.unsaved': 'Du hast ungespeicherte Änderungen.',
  'coach-schedule.outsideTitle':
    '{count, plural, one {Eine gebuchte Sitzung liegt außerhalb deiner neuen Zeiten. Sie bleibt gebucht; verschiebe sie bei Bedarf gemeinsam mit der Person.} other {# gebuchte Sitzungen liegen außerhalb deiner neuen Zeiten. Sie bleiben gebucht; verschiebe sie bei Bedarf gemeinsam mit den Klient:innen.}}',
  'coach-schedule.outsideList': 'Sitzungen außerhalb deiner neuen Zeiten',
  'coach-schedule.outsideItem': '{date}, {time} mit {name}',
} as const satisfies Record<keyof typeof coachScheduleEn, string>;
