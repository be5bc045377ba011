// The signed-in parts of the header and the mobile menu: the account menu,
// the messages icon, the dashboard's link. Apart from the layout catalog, so
// the first download (which carries layout.en.ts) does not carry them; their
// components are chunks of their own (app/layout/signed-in-parts.ts).
export const accountMenuEn = {
  'account-menu.mobileNav': 'Mobile',
  'account-menu.settings': 'Settings',
  'account-menu.logout': 'Logout',
  'account-menu.accountMenu': 'Account menu for {name}',
  'account-menu.coachDashboard': 'Coach Dashboard',
  'account-menu.myBookings': 'My Bookings',
  'account-menu.messages': 'Messages',
  'account-menu.messagesUnread': 'Messages ({count} unread)',
} as const;
