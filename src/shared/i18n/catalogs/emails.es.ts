// Los correos en español. Tuteamos, con calma y calidez, como lo hace el
// inglés (docs/decisions/0068-languages.md).
import type { EmailKey } from './emails.en.js';

export const emailsEs = {
  greeting: 'Hola, {name}:',
  creditsLeft: '{count, plural, one {# crédito} other {# créditos}}',

  'action.viewBookings': 'Ver tus reservas',
  'action.confirmOrDecline': 'Confirmar o rechazar',
  'action.joinSession': 'Entrar en la sesión',
  'action.startSession': 'Empezar la sesión',
  'action.viewSchedule': 'Ver tu agenda',
  'action.findAnotherTime': 'Buscar otro horario',
  'action.leaveReview': 'Escribir una reseña',
  'action.openDashboard': 'Abrir tu panel',
  'action.readAndReply': 'Leer y responder',
  'action.seePackages': 'Ver Mis paquetes',

  'meeting.join': 'Entra en la videollamada aquí: {url}',
  'invite.attached': 'Adjuntamos la invitación de calendario.',
  'invite.updatedAttached': 'Adjuntamos la invitación de calendario actualizada.',

  'request.client.subject': 'Hemos enviado tu solicitud a {coach}',
  'request.client.body': 'Hemos enviado tu solicitud de una sesión de {minutes} minutos con {coach} el {time}.',
  'request.client.credit':
    'Has usado 1 crédito de tu paquete: te quedan {credits}, válidos hasta el {until}. {coachFirst} confirmará la sesión pronto; te enviaremos el enlace de la reunión en cuanto lo haga. Si no se confirma antes de empezar, se cancela y recuperas tu crédito.',
  'request.client.paid':
    'Has pagado {price}. {coachFirst} confirmará la sesión pronto; te enviaremos el enlace de la reunión en cuanto lo haga. Si no se confirma antes de empezar, se cancela y te devolvemos el importe completo.',
  'request.coach.subject': 'Nueva solicitud de reserva de {client}: confírmala, por favor',
  'request.coach.body': '{client} ha solicitado una sesión de {minutes} minutos el {time}. Confírmala o recházala, por favor.',
  'request.coach.notes': 'Notas de {clientFirst}:\n{notes}',

  'confirmed.client.subject': 'Tu sesión con {coach} está confirmada',
  'confirmed.client.body': '{coach} ha confirmado tu sesión de {minutes} minutos el {time}.',
  'confirmed.coach.subject': 'Confirmada: sesión con {client}',
  'confirmed.coach.body': 'Tu sesión de {minutes} minutos con {client} el {time} está confirmada.',

  'moved.client.subject': 'Cambio de horario: tu sesión con {coach}',
  'moved.client.body': 'Tu sesión con {coach} ha pasado del {from} al {to}.',
  'moved.client.confirmed': 'No se cobra nada más y el nuevo horario está confirmado; adjuntamos la invitación de calendario actualizada.',
  'moved.client.pending':
    'No se cobra nada más. {coachFirst} confirmará el nuevo horario; adjuntamos la invitación de calendario actualizada.',
  'moved.coach.subject.confirmed': 'Cambio de horario: sesión con {client}, confirmada',
  'moved.coach.subject.pending': 'Cambio de horario: sesión con {client}, confírmala, por favor',
  'moved.coach.confirmed': '{client} ha aceptado el horario que propusiste: la sesión pasa del {from} al {to} y está confirmada.',
  'moved.coach.pending': '{client} ha cambiado su sesión del {from} al {to}. Confirma o rechaza el nuevo horario, por favor.',

  'cancelled.client.subject': 'Cancelada: tu sesión con {coach}',
  'cancelled.client.body': 'Tu sesión con {coach} del {time} se ha cancelado.',
  'cancelled.coach.subject': 'Cancelada: sesión con {client}',
  'cancelled.coach.body': 'Tu sesión con {client} del {time} se ha cancelado.',
  'refund.client.notCharged': 'No se cobró nada por esta sesión.',
  'refund.client.noRefund': 'Según la política de cancelación del coach, esta cancelación no tiene reembolso (pagaste {price}).',
  'refund.client.full':
    'El reembolso completo de {price} {state, select, refunded {ya está emitido} other {se está tramitando}} a la tarjeta con la que pagaste.',
  'refund.client.part':
    'Según la política de cancelación del coach, el reembolso de {amount} de los {price} que pagaste {state, select, refunded {ya está emitido} other {se está tramitando}} a la tarjeta con la que pagaste.',
  'refund.coach.notCharged': 'No se cobró nada.',
  'refund.coach.noRefund': 'Según tu política de cancelación, no hay reembolso para el cliente, así que los {price} son para ti.',
  'refund.coach.full': 'El cliente recibe el reembolso completo de {price}.',
  'refund.coach.part': 'Según tu política de cancelación, el cliente recupera {amount} de los {price}; el resto es para ti.',

  'reminder.client.subject': 'Recordatorio: mañana tienes tu sesión con {coach}',
  'reminder.client.body': 'Te recordamos tu sesión de {minutes} minutos con {coach} el {time}.',
  'reminder.coach.subject': 'Recordatorio: mañana tienes sesión con {client}',
  'reminder.coach.body': 'Te recordamos tu sesión de {minutes} minutos con {client} el {time}.',

  'review.subject': '¿Qué tal tu sesión con {coach}?',
  'review.body': 'Esperamos que tu sesión con {coach} del {time} haya ido bien.',
  'review.ask': '¿Nos dedicas un minuto para valorarla? Tu reseña ayuda a otras personas a encontrar el coach adecuado.',

  'proposal.declined.subject': 'Propuesta rechazada: sesión con {client}',
  'proposal.declined.body': '{client} ha rechazado el nuevo horario que propusiste ({proposed}). La sesión se mantiene el {time}.',
  'proposal.proposed.subject': '{coach} propone un nuevo horario para tu sesión',
  'proposal.proposed.body': '{coach} propone pasar tu sesión del {time} al {proposed}.',
  'proposal.proposed.how': 'Acéptalo o recházalo en tu panel. Si lo rechazas, o no haces nada, la sesión mantiene su horario actual.',
  'proposal.withdrawn.subject': '{coach} ha retirado el horario propuesto',
  'proposal.withdrawn.body': '{coach} ha retirado la propuesta de cambiar tu sesión. Se mantiene el {time}.',

  'noShow.clientAbsent.subject': '{coach} ha indicado que no asististe',
  'noShow.clientAbsent.body':
    '{coach} ha indicado que no asististe a tu sesión del {time}, así que los {price} que pagaste no se reembolsan.',
  'noShow.clientAbsent.how':
    'Si tú estabas y el coach no, puedes indicarlo en tu panel en las 48 horas siguientes al final de la sesión; entonces decidirá un administrador.',
  'noShow.reported.subject': '{client} indica que no acudiste a una sesión',
  'noShow.reported.body': '{client} indica que no acudiste a la sesión del {time}.',
  'noShow.reported.deadline': 'Si no lo impugnas en tu panel antes del {until}, el cliente recibe el reembolso completo de {price}.',
  'noShow.reported.theDeadline': 'plazo',
  'noShow.disputed.client.subject': 'Tu aviso de ausencia está en manos de nuestro equipo',
  'noShow.disputed.client.body': '{coach} niega haber faltado a tu sesión del {time}.',
  'noShow.disputed.client.how':
    'Un administrador leerá ambas versiones y decidirá si te corresponde el reembolso completo. Te enviaremos la decisión por correo.',
  'noShow.disputed.coach.subject': 'Tu impugnación está en manos de nuestro equipo',
  'noShow.disputed.coach.body':
    'El caso de ausencia de tu sesión con {client} del {time} está en manos de un administrador, que leerá ambas versiones y decidirá.',
  'noShow.decided.client.subject': 'Decisión sobre tu aviso de ausencia',
  'noShow.decided.client.refund':
    'Un administrador ha resuelto tu aviso sobre la sesión del {time}: recibes el reembolso completo de {price}.',
  'noShow.decided.client.noRefund':
    'Un administrador ha resuelto tu aviso sobre la sesión del {time}: los {price} que pagaste no se reembolsan.',
  'noShow.decided.coach.subject': 'Decisión sobre el aviso de ausencia',
  'noShow.decided.coach.refund':
    'Un administrador ha resuelto el caso de tu sesión con {client} del {time}: el cliente recibe el reembolso completo de {price}.',
  'noShow.decided.coach.noRefund':
    'Un administrador ha resuelto el caso de tu sesión con {client} del {time}: no hay reembolso y el pago es para ti.',

  'message.subject': 'Nuevo mensaje de {sender}',
  'message.body': '{sender} te ha enviado un mensaje en {app}.',

  'package.what': '{kind, select, membership {{sessions} sesiones al mes} other {{sessions} sesiones}}',
  'package.paid.package': 'Has pagado {price} ({perSession} por sesión), en un único cargo a tu tarjeta.',
  'package.paid.membership': 'Has pagado {price} por este mes ({perSession} por sesión); se renueva cada mes hasta que la canceles.',
  'package.subject': 'Tu recibo: {what} con {coach}',
  'package.thanks': 'Gracias por comprar {what} con {coach}. {paid}',
  'package.credits': 'Tienes {credits} para sesiones con {coach}, válidos hasta el {until}. Al reservar, elige «Usar 1 crédito».',
  'package.expiry':
    'Los créditos que no uses para entonces caducan y no se reembolsan. Puedes cancelar cuando quieras desde Mis paquetes: los créditos sin usar se reembolsan al precio por sesión.',

  'renewal.subject': 'Tu membresía con {coach} se ha renovado',
  'renewal.charged': 'Tu membresía con {coach} ({sessions} sesiones al mes) se ha renovado: hemos cargado {price} en tu tarjeta.',
  'renewal.credits':
    'Ahora tienes {credits} para sesiones con {coach}. Los créditos de este mes son válidos hasta el {until}; los que no uses se mantienen un mes más y después caducan.',
  'renewal.next':
    'La próxima renovación es el {renewsOn}. Puedes cancelar cuando quieras desde Mis paquetes y conservar los créditos de este mes.',
  'renewalFailed.subject': 'Acción necesaria: no hemos podido renovar tu membresía con {coach}',
  'renewalFailed.body': 'No hemos podido cobrar {price} por este mes de tu membresía con {coach}: {reason}',
  'renewalFailed.how':
    'Para mantenerla, abre Mis paquetes y elige «Actualizar tarjeta» antes del {until}. Hasta entonces volveremos a intentar el cobro una vez al día.',
  'renewalFailed.after':
    'Si no se paga para entonces, no se añaden créditos nuevos y la membresía termina. Los créditos que ya tienes siguen siendo válidos hasta su fecha.',

  'vetting.reason': 'Motivo: {reason}',
  'vetting.approved.subject': 'Tu perfil en {app} está aprobado',
  'vetting.approved.body':
    'Buenas noticias: hemos revisado tu perfil y ya aparece en el directorio de coaches. Los clientes pueden encontrarte y reservar sesiones.',
  'vetting.rejected.subject': 'Tu perfil en {app} necesita cambios',
  'vetting.rejected.body': 'Gracias por tu solicitud. Hemos revisado tu perfil y todavía no podemos publicarlo.',
  'vetting.rejected.how': 'Puedes actualizar tu perfil desde tu panel. Al guardarlo, nos llega de nuevo para otra revisión.',
  'vetting.unlisted.subject': 'Tu perfil en {app} ya no aparece en el directorio',
  'vetting.unlisted.body':
    'Hemos retirado tu perfil del directorio de coaches, así que por ahora los clientes no pueden encontrarte ni reservar contigo. Las sesiones ya reservadas no cambian.',
  'vetting.unlisted.how': 'Puedes actualizar tu perfil desde tu panel. Al guardarlo, nos llega de nuevo para revisarlo.',
  'program.seat.subject': 'Tu plaza: {title}',
  'program.seat.body': 'Gracias por reservar una plaza en {title} con {coach}. Pagaste {price}.',
  'program.seat.first': '{count, plural, one {Se reúne el {first}.} other {Se reúne # veces, cada semana desde el {first}.}}',
  'program.seat.room': 'Todos se reúnen en la misma sala: {url}',
  'program.seat.roomLater': 'Te enviaremos el enlace de la sala en cuanto el programa esté confirmado.',
  'program.offer.subject': 'Hay una plaza libre en {title}',
  'program.offer.body':
    'Se ha liberado una plaza en {title} con {coach} y es tuya si la reservas antes del {until}. Después se ofrece a la siguiente persona en espera.',
  'program.cancelled.subject': '{title} se ha cancelado',
  'program.cancelled.coach': '{coach} ha cancelado {title}.',
  'program.cancelled.minimum': '{title} no alcanzó el mínimo de participantes y se ha cancelado.',
  'program.cancelled.refund': 'Tu plaza se reembolsa por completo: {price}.',
  'action.bookSeat': 'Reservar la plaza',
  'action.findPrograms': 'Ver talleres y cursos',
} as const satisfies Record<EmailKey, string>;
