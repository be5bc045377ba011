import type { noShowEn } from './no-show.en';

export const noShowEs = {
  'no-show.dateAt': '{date} a las {time}',
  'no-show.client.open': '¿{other} no se presentó? Puedes notificarlo hasta el {until}.',
  'no-show.coach.open': '¿{other} no se presentó? Puedes marcar su ausencia hasta el {until}.',
  'no-show.client.clientAbsent': '{other} marcó tu ausencia, así que no se te reembolsan los {price} que pagaste.',
  'no-show.coach.clientAbsent': 'Marcaste la ausencia de {other}. El pago se queda contigo.',
  'no-show.client.reported':
    'Notificaste la ausencia de {other}. Salvo que lo impugne antes del {until}, recuperarás los {price} íntegros.',
  'no-show.coach.reported':
    '{other} notificó que no te presentaste. Impúgnalo antes del {until} o se reembolsarán a {other} los {price} íntegros.',
  'no-show.disputed':
    'Impugnado: una persona del equipo de administración leerá ambas versiones y decidirá si se reembolsa todo al cliente.',
  'no-show.client.refunded': 'Se aceptó tu aviso de que {other} no se presentó: {price} reembolsados íntegramente.',
  'no-show.coach.refunded': 'Se aceptó el aviso de {other} de que no te presentaste: {price} reembolsados al cliente.',
  'no-show.client.notRefunded': 'El equipo de administración resolvió tu aviso de ausencia: sin reembolso.',
  'no-show.coach.notRefunded': 'El equipo de administración resolvió el aviso de ausencia: sin reembolso; el pago se queda contigo.',
  'no-show.note': 'Nota: {note}',
  'no-show.clientAbsent.button': 'Marcar ausencia del cliente',
  'no-show.clientAbsent.title': '¿Marcar la ausencia del cliente?',
  'no-show.clientAbsent.label': '¿Qué pasó? (el cliente lo verá)',
  'no-show.clientAbsent.submit': 'Marcar ausencia',
  'no-show.clientAbsent.pending': 'Guardando...',
  'no-show.clientAbsent.toast': 'Ausencia del cliente marcada',
  'no-show.clientAbsent.done': 'No se reembolsa al cliente.',
  'no-show.clientAbsent.intro':
    'Tu sesión con {client} el {when}: si no se presentó, marca su ausencia. No se le reembolsan los {price} que pagó; si dice que quien faltó fuiste tú, decide el equipo de administración.',
  'no-show.coachAbsent.button': 'Notificar ausencia del coach',
  'no-show.coachAbsent.title': 'Notificar que el coach no se presentó',
  'no-show.coachAbsent.label': '¿Qué pasó? (el coach lo verá)',
  'no-show.coachAbsent.submit': 'Enviar aviso',
  'no-show.coachAbsent.pending': 'Enviando...',
  'no-show.coachAbsent.toast': 'Aviso enviado',
  'no-show.coachAbsent.done': 'Se lo hemos comunicado al coach. Te escribiremos por correo.',
  'no-show.coachAbsent.intro': 'Tu sesión con {coach} el {when}: si el coach no se presentó, cuéntanos qué pasó.',
  'no-show.coachAbsent.afterMarked':
    '{coach} marcó tu ausencia, así que el equipo de administración leerá ambas versiones y decidirá si recuperas los {price}.',
  'no-show.coachAbsent.unlessDisputed':
    'Recuperarás los {price} íntegros salvo que {coach} impugne tu aviso en 48 horas; en ese caso decide el equipo de administración.',
  'no-show.dispute.button': 'Impugnar aviso',
  'no-show.dispute.title': 'Impugnar el aviso de ausencia',
  'no-show.dispute.label': 'Tu versión de lo que pasó (el cliente y el equipo de administración la verán)',
  'no-show.dispute.submit': 'Enviar impugnación',
  'no-show.dispute.pending': 'Enviando...',
  'no-show.dispute.toast': 'Impugnación enviada',
  'no-show.dispute.done': 'El equipo de administración decidirá; te enviaremos la decisión por correo.',
  'no-show.dispute.intro':
    '{client} notificó que no te presentaste a la sesión del {when}. Si estuviste, cuenta qué pasó: el equipo de administración lee ambas versiones y decide si el cliente recupera los {price}.',
  'no-show.saveFailed': 'No se pudo guardar',
  'no-show.goBack': 'Volver',
  'no-show.statementMin': 'Describe lo que pasó en al menos {min} caracteres.',
} as const satisfies Record<keyof typeof noShowEn, string>;
