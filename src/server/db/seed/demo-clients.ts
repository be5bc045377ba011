// Demo clients. Maya is the account the README points visitors to.
export type DemoClient = { username: string; firstName: string; lastName: string; hasPhoto: boolean };

export const DEMO_CLIENTS: DemoClient[] = [
  { username: 'maya', firstName: 'Maya', lastName: 'Chen', hasPhoto: true },
  { username: 'liam', firstName: 'Liam', lastName: 'Foster', hasPhoto: false },
  { username: 'olivia', firstName: 'Olivia', lastName: 'Brooks', hasPhoto: true },
  { username: 'ethan', firstName: 'Ethan', lastName: 'Nakamura', hasPhoto: false },
  { username: 'chloe', firstName: 'Chloe', lastName: 'Dubois', hasPhoto: true },
  { username: 'samir', firstName: 'Samir', lastName: 'Patel', hasPhoto: false },
  { username: 'isabel', firstName: 'Isabel', lastName: 'Ferreira', hasPhoto: false },
  { username: 'ben', firstName: 'Ben', lastName: 'Harper', hasPhoto: false },
  { username: 'zoe', firstName: 'Zoe', lastName: 'Lambert', hasPhoto: true },
];

export const DEMO_ADMIN = { username: 'admin', firstName: 'Avery', lastName: 'Stone' } as const;
