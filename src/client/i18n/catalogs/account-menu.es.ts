import type { accountMenuEn } from './account-menu.en';

export const accountMenuEs = {
  'account-menu.mobileNav': 'Menú móvil',
  'account-menu.settings': 'Ajustes',
  'account-menu.logout': 'Cerrar sesión',
  'account-menu.accountMenu': 'Menú de la cuenta de {name}',
  'account-menu.coachDashboard': 'Panel de coach',
  'account-menu.myBookings': 'Mis reservas',
  'account-menu.messages': 'Mensajes',
  'account-menu.messagesUnread': 'Mensajes ({count} sin leer)',
} as const satisfies Record<keyof typeof accountMenuEn, string>;
