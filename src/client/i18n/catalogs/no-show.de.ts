import type { noShowEn } from './no-show.en';

export const noShowDe = {
  'no-show.dateAt': '{date} um {time}',
  'no-show.client.open': 'War {other} nicht da? Du kannst es bis {until} melden.',
  'no-show.coach.open': 'Ist {other} nicht gekommen? Du kannst die Abwesenheit bis {until} vermerken.',
  'no-show.client.clientAbsent': '{other} hat dich als abwesend vermerkt, daher werden die {price}, die du gezahlt hast, nicht erstattet.',
  'no-show.coach.clientAbsent': 'Du hast {other} als abwesend vermerkt. Die Zahlung bleibt bei dir.',
  'no-show.client.reported':
    'Du hast gemeldet, dass {other} nicht da war. Wenn bis {until} kein Widerspruch kommt, bekommst du {price} voll zurück.',
  'no-show.coach.reported':
    '{other} hat gemeldet, dass du nicht da warst. Widersprich bis {until}, sonst bekommt {other} {price} voll erstattet.',
  'no-show.disputed':
    'Widersprochen: Eine Person aus dem Admin-Team liest beide Darstellungen und entscheidet, ob die Klientin oder der Klient alles zurückbekommt.',
  'no-show.client.refunded': 'Deiner Meldung, dass {other} nicht da war, wurde stattgegeben: {price} voll erstattet.',
  'no-show.coach.refunded':
    'Der Meldung von {other}, dass du nicht da warst, wurde stattgegeben: {price} an die Klientin oder den Klienten erstattet.',
  'no-show.client.notRefunded': 'Das Admin-Team hat über deine Meldung entschieden: keine Erstattung.',
  'no-show.coach.notRefunded': 'Das Admin-Team hat über die Meldung entschieden: keine Erstattung; die Zahlung bleibt bei dir.',
  'no-show.note': 'Hinweis: {note}',
  'no-show.clientAbsent.button': 'Als abwesend vermerken',
  'no-show.clientAbsent.title': 'Klient:in als abwesend vermerken?',
  'no-show.clientAbsent.label': 'Was ist passiert? (die Klientin oder der Klient sieht das)',
  'no-show.clientAbsent.submit': 'Abwesend vermerken',
  'no-show.clientAbsent.pending': 'Wird gespeichert...',
  'no-show.clientAbsent.toast': 'Als abwesend vermerkt',
  'no-show.clientAbsent.done': 'Es gibt keine Erstattung.',
  'no-show.clientAbsent.intro':
    'Deine Sitzung mit {client} am {when}: Wenn {client} nicht gekommen ist, vermerke die Abwesenheit. Die gezahlten {price} werden dann nicht erstattet; sagt {client}, dass du gefehlt hast, entscheidet das Admin-Team.',
  'no-show.coachAbsent.button': 'Abwesenheit des Coachs melden',
  'no-show.coachAbsent.title': 'Melden, dass der Coach nicht da war',
  'no-show.coachAbsent.label': 'Was ist passiert? (der Coach sieht das)',
  'no-show.coachAbsent.submit': 'Meldung senden',
  'no-show.coachAbsent.pending': 'Wird gesendet...',
  'no-show.coachAbsent.toast': 'Meldung gesendet',
  'no-show.coachAbsent.done': 'Wir haben dem Coach Bescheid gegeben. Du hörst per E-Mail von uns.',
  'no-show.coachAbsent.intro': 'Deine Sitzung mit {coach} am {when}: Wenn der Coach nicht da war, erzähl uns, was passiert ist.',
  'no-show.coachAbsent.afterMarked':
    '{coach} hat dich als abwesend vermerkt. Das Admin-Team liest beide Darstellungen und entscheidet, ob du {price} zurückbekommst.',
  'no-show.coachAbsent.unlessDisputed':
    'Du bekommst {price} voll zurück, außer {coach} widerspricht deiner Meldung innerhalb von 48 Stunden; dann entscheidet das Admin-Team.',
  'no-show.dispute.button': 'Widersprechen',
  'no-show.dispute.title': 'Der Meldung widersprechen',
  'no-show.dispute.label': 'Deine Sicht der Dinge (die Klientin oder der Klient und das Admin-Team sehen das)',
  'no-show.dispute.submit': 'Widerspruch senden',
  'no-show.dispute.pending': 'Wird gesendet...',
  'no-show.dispute.toast': 'Widerspruch gesendet',
  'no-show.dispute.done': 'Das Admin-Team entscheidet; wir schicken dir die Entscheidung per E-Mail.',
  'no-show.dispute.intro':
    '{client} hat gemeldet, dass du bei der Sitzung am {when} nicht da warst. Wenn du da warst, erzähl, was passiert ist: Das Admin-Team liest beide Darstellungen und entscheidet, ob {price} erstattet werden.',
  'no-show.saveFailed': 'Konnte nicht gespeichert werden',
  'no-show.goBack': 'Zurück',
  'no-show.statementMin': 'Bitte beschreib in mindestens {min} Zeichen, was passiert ist.',
} as const satisfies Record<keyof typeof noShowEn, string>;
