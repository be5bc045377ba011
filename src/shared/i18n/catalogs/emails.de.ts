// Die E-Mails auf Deutsch. Wir duzen, ruhig und freundlich, wie viele
// Achtsamkeitsangebote es tun (docs/decisions/0068-languages.md).
import type { EmailKey } from './emails.en.js';

export const emailsDe = {
  greeting: 'Hallo {name},',
  creditsLeft: '{count, plural, one {# Guthaben} other {# Guthaben}}',

  'action.viewBookings': 'Deine Buchungen ansehen',
  'action.confirmOrDecline': 'Bestätigen oder ablehnen',
  'action.joinSession': 'Zur Sitzung',
  'action.startSession': 'Sitzung beginnen',
  'action.viewSchedule': 'Deinen Kalender ansehen',
  'action.findAnotherTime': 'Einen anderen Termin finden',
  'action.leaveReview': 'Bewertung schreiben',
  'action.openDashboard': 'Dein Dashboard öffnen',
  'action.readAndReply': 'Lesen und antworten',
  'action.seePackages': 'Meine Pakete ansehen',

  'meeting.join': 'Hier geht es zum Videoanruf: {url}',
  'invite.attached': 'Die Kalendereinladung ist angehängt.',
  'invite.updatedAttached': 'Die aktualisierte Kalendereinladung ist angehängt.',

  'request.client.subject': 'Deine Anfrage an {coach} ist unterwegs',
  'request.client.body': 'Wir haben deine Anfrage für eine {minutes}-minütige Sitzung mit {coach} am {time} gesendet.',
  'request.client.credit':
    'Du hast 1 Guthaben aus deinem Paket eingesetzt: Es bleiben {credits}, gültig bis {until}. {coachFirst} bestätigt die Sitzung bald; den Link zum Treffen schicken wir dir, sobald das geschehen ist. Wird die Sitzung vor Beginn nicht bestätigt, entfällt sie und du bekommst dein Guthaben zurück.',
  'request.client.paid':
    'Du hast {price} bezahlt. {coachFirst} bestätigt die Sitzung bald; den Link zum Treffen schicken wir dir, sobald das geschehen ist. Wird die Sitzung vor Beginn nicht bestätigt, entfällt sie und du bekommst den vollen Betrag zurück.',
  'request.coach.subject': 'Neue Buchungsanfrage von {client} – bitte bestätigen',
  'request.coach.body': '{client} möchte eine {minutes}-minütige Sitzung am {time} buchen. Bitte bestätige oder lehne ab.',
  'request.coach.notes': 'Notizen von {clientFirst}:\n{notes}',

  'confirmed.client.subject': 'Deine Sitzung mit {coach} ist bestätigt',
  'confirmed.client.body': '{coach} hat deine {minutes}-minütige Sitzung am {time} bestätigt.',
  'confirmed.coach.subject': 'Bestätigt: Sitzung mit {client}',
  'confirmed.coach.body': 'Deine {minutes}-minütige Sitzung mit {client} am {time} ist bestätigt.',

  'moved.client.subject': 'Verschoben: deine Sitzung mit {coach}',
  'moved.client.body': 'Deine Sitzung mit {coach} wurde von {from} auf {to} verschoben.',
  'moved.client.confirmed':
    'Es wird nichts zusätzlich berechnet, und der neue Termin ist bestätigt; die aktualisierte Kalendereinladung ist angehängt.',
  'moved.client.pending':
    'Es wird nichts zusätzlich berechnet. {coachFirst} bestätigt den neuen Termin; die aktualisierte Kalendereinladung ist angehängt.',
  'moved.coach.subject.confirmed': 'Verschoben: Sitzung mit {client} – bestätigt',
  'moved.coach.subject.pending': 'Verschoben: Sitzung mit {client} – bitte bestätigen',
  'moved.coach.confirmed':
    '{client} hat den von dir vorgeschlagenen Termin angenommen: Die Sitzung wurde von {from} auf {to} verschoben und ist bestätigt.',
  'moved.coach.pending': '{client} hat die Sitzung von {from} auf {to} verschoben. Bitte bestätige den neuen Termin oder lehne ihn ab.',

  'cancelled.client.subject': 'Abgesagt: deine Sitzung mit {coach}',
  'cancelled.client.body': 'Deine Sitzung mit {coach} am {time} wurde abgesagt.',
  'cancelled.coach.subject': 'Abgesagt: Sitzung mit {client}',
  'cancelled.coach.body': 'Deine Sitzung mit {client} am {time} wurde abgesagt.',
  'refund.client.notCharged': 'Für diese Sitzung wurde nichts berechnet.',
  'refund.client.noRefund': 'Nach den Stornobedingungen des Coaches wird diese Absage nicht erstattet (du hast {price} bezahlt).',
  'refund.client.full':
    'Die volle Erstattung von {price} {state, select, refunded {ist veranlasst} other {wird gerade bearbeitet}} und geht auf die Karte, mit der du bezahlt hast.',
  'refund.client.part':
    'Nach den Stornobedingungen des Coaches erhältst du {amount} der bezahlten {price} zurück; die Erstattung {state, select, refunded {ist veranlasst} other {wird gerade bearbeitet}} und geht auf die Karte, mit der du bezahlt hast.',
  'refund.coach.notCharged': 'Es wurde nichts berechnet.',
  'refund.coach.noRefund': 'Nach deinen Stornobedingungen bekommt die Person nichts erstattet; die {price} bleiben bei dir.',
  'refund.coach.full': 'Die Person bekommt die vollen {price} erstattet.',
  'refund.coach.part': 'Nach deinen Stornobedingungen bekommt die Person {amount} der {price} zurück; der Rest bleibt bei dir.',

  'reminder.client.subject': 'Erinnerung: morgen ist deine Sitzung mit {coach}',
  'reminder.client.body': 'Eine kurze Erinnerung an deine {minutes}-minütige Sitzung mit {coach} am {time}.',
  'reminder.coach.subject': 'Erinnerung: morgen Sitzung mit {client}',
  'reminder.coach.body': 'Eine kurze Erinnerung an deine {minutes}-minütige Sitzung mit {client} am {time}.',

  'review.subject': 'Wie war deine Sitzung mit {coach}?',
  'review.body': 'Wir hoffen, deine Sitzung mit {coach} am {time} hat dir gutgetan.',
  'review.ask': 'Magst du dir eine Minute für eine Bewertung nehmen? Sie hilft anderen, den passenden Coach zu finden.',

  'proposal.declined.subject': 'Vorschlag abgelehnt: Sitzung mit {client}',
  'proposal.declined.body': '{client} hat den neuen Termin ({proposed}) abgelehnt. Die Sitzung bleibt am {time}.',
  'proposal.proposed.subject': '{coach} schlägt einen neuen Termin für deine Sitzung vor',
  'proposal.proposed.body': '{coach} schlägt vor, deine Sitzung vom {time} auf {proposed} zu verschieben.',
  'proposal.proposed.how':
    'Du kannst den Vorschlag in deinem Dashboard annehmen oder ablehnen. Lehnst du ab oder tust nichts, bleibt die Sitzung zur bisherigen Zeit.',
  'proposal.withdrawn.subject': '{coach} hat den Terminvorschlag zurückgezogen',
  'proposal.withdrawn.body': '{coach} hat den Vorschlag zurückgezogen, deine Sitzung zu verschieben. Sie bleibt am {time}.',

  'noShow.clientAbsent.subject': '{coach} hat dich als abwesend gemeldet',
  'noShow.clientAbsent.body':
    '{coach} hat dich für die Sitzung am {time} als abwesend gemeldet; die bezahlten {price} werden daher nicht erstattet.',
  'noShow.clientAbsent.how':
    'Warst du da und der Coach nicht, kannst du den Coach bis 48 Stunden nach dem Ende der Sitzung in deinem Dashboard als abwesend melden; dann entscheidet ein Admin.',
  'noShow.reported.subject': '{client} meldet, dass du eine Sitzung verpasst hast',
  'noShow.reported.body': '{client} meldet, dass du bei der Sitzung am {time} nicht da warst.',
  'noShow.reported.deadline':
    'Wenn du bis {until} in deinem Dashboard nicht widersprichst, bekommt die Person die vollen {price} erstattet.',
  'noShow.reported.theDeadline': 'zum Ablauf der Frist',
  'noShow.disputed.client.subject': 'Deine Meldung liegt bei unserem Team',
  'noShow.disputed.client.body': '{coach} widerspricht, die Sitzung am {time} verpasst zu haben.',
  'noShow.disputed.client.how':
    'Ein Admin liest beide Darstellungen und entscheidet, ob du den vollen Betrag zurückbekommst. Die Entscheidung schicken wir dir per E-Mail.',
  'noShow.disputed.coach.subject': 'Dein Widerspruch liegt bei unserem Team',
  'noShow.disputed.coach.body':
    'Die Meldung zu deiner Sitzung mit {client} am {time} liegt bei einem Admin, der beide Darstellungen liest und entscheidet.',
  'noShow.decided.client.subject': 'Entscheidung zu deiner Meldung',
  'noShow.decided.client.refund':
    'Ein Admin hat über deine Meldung zur Sitzung am {time} entschieden: Du bekommst die vollen {price} erstattet.',
  'noShow.decided.client.noRefund':
    'Ein Admin hat über deine Meldung zur Sitzung am {time} entschieden: Die bezahlten {price} werden nicht erstattet.',
  'noShow.decided.coach.subject': 'Entscheidung zur Abwesenheitsmeldung',
  'noShow.decided.coach.refund':
    'Ein Admin hat über die Meldung zu deiner Sitzung mit {client} am {time} entschieden: Die Person bekommt die vollen {price} erstattet.',
  'noShow.decided.coach.noRefund':
    'Ein Admin hat über die Meldung zu deiner Sitzung mit {client} am {time} entschieden: Es wird nichts erstattet, die Zahlung bleibt bei dir.',

  'message.subject': 'Neue Nachricht von {sender}',
  'message.body': '{sender} hat dir auf {app} eine Nachricht geschickt.',

  'package.what': '{kind, select, membership {{sessions} Sitzungen im Monat} other {{sessions} Sitzungen}}',
  'package.paid.package': 'Du hast {price} bezahlt ({perSession} pro Sitzung), einmalig von deiner Karte abgebucht.',
  'package.paid.membership':
    'Du hast {price} für diesen Monat bezahlt ({perSession} pro Sitzung); die Mitgliedschaft verlängert sich monatlich, bis du sie kündigst.',
  'package.subject': 'Deine Quittung: {what} mit {coach}',
  'package.thanks': 'Danke, dass du {what} mit {coach} gebucht hast. {paid}',
  'package.credits': 'Du hast {credits} für Sitzungen mit {coach}, gültig bis {until}. Wähle beim Buchen „1 Guthaben einsetzen“.',
  'package.expiry':
    'Guthaben, das bis dahin nicht genutzt ist, verfällt und wird nicht erstattet. Du kannst jederzeit unter „Meine Pakete“ kündigen: Ungenutztes Guthaben wird zum Preis pro Sitzung erstattet.',

  'renewal.subject': 'Deine Mitgliedschaft bei {coach} wurde verlängert',
  'renewal.charged':
    'Deine Mitgliedschaft bei {coach} ({sessions} Sitzungen im Monat) wurde verlängert: {price} wurden von deiner Karte abgebucht.',
  'renewal.credits':
    'Du hast jetzt {credits} für Sitzungen mit {coach}. Das Guthaben dieses Monats ist gültig bis {until}; ungenutztes Guthaben bleibt einen Monat länger erhalten und verfällt dann.',
  'renewal.next':
    'Die nächste Verlängerung ist am {renewsOn}. Du kannst jederzeit unter „Meine Pakete“ kündigen und behältst das Guthaben dieses Monats.',
  'renewalFailed.subject': 'Bitte aktiv werden: Deine Mitgliedschaft bei {coach} konnte nicht verlängert werden',
  'renewalFailed.body': 'Wir konnten {price} für diesen Monat deiner Mitgliedschaft bei {coach} nicht abbuchen: {reason}',
  'renewalFailed.how':
    'Um sie zu behalten, öffne „Meine Pakete“ und wähle bis {until} „Karte aktualisieren“. Bis dahin versuchen wir es einmal täglich erneut mit deiner Karte.',
  'renewalFailed.after':
    'Wird bis dahin nicht bezahlt, kommt kein neues Guthaben hinzu und die Mitgliedschaft endet. Guthaben, das du schon hast, bleibt bis zu seinem Datum gültig.',

  'vetting.reason': 'Begründung: {reason}',
  'vetting.approved.subject': 'Dein Profil bei {app} ist freigegeben',
  'vetting.approved.body':
    'Schöne Nachrichten: Wir haben dein Profil geprüft, und es steht jetzt im Coach-Verzeichnis. Klientinnen und Klienten können dich finden und Sitzungen buchen.',
  'vetting.rejected.subject': 'Dein Profil bei {app} braucht noch Änderungen',
  'vetting.rejected.body': 'Danke für deine Bewerbung. Wir haben dein Profil geprüft und können es noch nicht aufnehmen.',
  'vetting.rejected.how': 'Du kannst dein Profil in deinem Dashboard überarbeiten. Sobald du speicherst, prüfen wir es noch einmal.',
  'vetting.unlisted.subject': 'Dein Profil bei {app} ist nicht mehr gelistet',
  'vetting.unlisted.body':
    'Wir haben dein Profil aus dem Coach-Verzeichnis genommen; vorerst kann dich niemand finden oder buchen. Bereits gebuchte Sitzungen bleiben bestehen.',
  'vetting.unlisted.how': 'Du kannst dein Profil in deinem Dashboard überarbeiten. Sobald du speicherst, prüfen wir es erneut.',
  'program.seat.subject': 'Dein Platz: {title}',
  'program.seat.body': 'Danke, dass du einen Platz in {title} bei {coach} gebucht hast. Du hast {price} bezahlt.',
  'program.seat.first': '{count, plural, one {Das Treffen ist am {first}.} other {Es gibt # wöchentliche Treffen ab {first}.}}',
  'program.seat.room': 'Alle treffen sich im selben Raum: {url}',
  'program.seat.roomLater': 'Den Link zum Raum schicken wir dir, sobald das Programm bestätigt ist.',
  'program.offer.subject': 'Ein Platz ist frei in {title}',
  'program.offer.body':
    'In {title} bei {coach} ist ein Platz frei geworden. Er gehört dir, wenn du ihn bis {until} buchst. Danach wird er der nächsten Person auf der Warteliste angeboten.',
  'program.cancelled.subject': '{title} ist abgesagt',
  'program.cancelled.coach': '{coach} hat {title} abgesagt.',
  'program.cancelled.minimum': '{title} hat die Mindestzahl an Teilnehmenden nicht erreicht und ist abgesagt.',
  'program.cancelled.refund': 'Dein Platz wird vollständig erstattet: {price}.',
  'action.bookSeat': 'Platz buchen',
  'action.findPrograms': 'Workshops und Kurse ansehen',
} as const satisfies Record<EmailKey, string>;
