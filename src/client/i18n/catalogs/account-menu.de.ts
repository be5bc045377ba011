import type { accountMenuEn } from './account-menu.en';

export const accountMenuDe = {
  'account-menu.mobileNav': 'Mobiles Menü',
  'account-menu.settings': 'Einstellungen',
  'account-menu.logout': 'Abmelden',
  'account-menu.accountMenu': 'Kontomenü von {name}',
  'account-menu.coachDashboard': 'Coach-Übersicht',
  'account-menu.myBookings': 'Meine Buchungen',
  'account-menu.messages': 'Nachrichten',
  'account-menu.messagesUnread': 'Nachrichten ({count} ungelesen)',
} as const satisfies Record<keyof typeof accountMenuEn, string>;
