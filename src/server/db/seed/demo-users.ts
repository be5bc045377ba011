// Builds the demo user rows and their photos before the insert transaction,
// because argon2 and image rendering are the slow parts of seeding (the build
// works them out ahead: demo-assets.ts).
import { randomUUID } from 'node:crypto';
import type { users } from '../schema.js';
import type { Avatar } from './avatars.js';
import { DEMO_ADMIN_PASSWORD, DEMO_PASSWORD, demoEmail } from './demo-accounts.js';
import { DEMO_COACH_BIOS } from './demo-coach-bios.js';
import { DEMO_ADMIN, DEMO_CLIENTS } from './demo-clients.js';
import { DEMO_COACHES, DEMO_UNFINISHED_COACH } from './demo-coaches.js';
import { computedDemoAssets, type DemoAssets } from './demo-assets.js';
import { DAY_MS } from '../../../shared/domain/time-units.js';

export type PreparedUser = {
  row: typeof users.$inferInsert & { username: string };
  image?: Avatar & { id: string };
};

type Person = {
  username: string;
  firstName: string;
  lastName: string;
  role: 'client' | 'coach' | 'admin';
  isActive: boolean;
  hasPhoto: boolean;
  bio: string | null;
  joinedDaysAgo: number;
};

function people(): Person[] {
  return [
    { ...DEMO_ADMIN, role: 'admin', isActive: true, hasPhoto: false, bio: null, joinedDaysAgo: 400 },
    ...DEMO_COACHES.map((c, i): Person => ({
      username: c.username,
      firstName: c.firstName,
      lastName: c.lastName,
      role: 'coach',
      isActive: c.isActive,
      hasPhoto: c.hasPhoto,
      bio: DEMO_COACH_BIOS[c.username] ?? null,
      joinedDaysAgo: 240 - i * 9,
    })),
    { ...DEMO_UNFINISHED_COACH, role: 'coach', isActive: true, hasPhoto: false, bio: null, joinedDaysAgo: 3 },
    ...DEMO_CLIENTS.map((c, i): Person => ({ ...c, role: 'client', isActive: true, bio: null, joinedDaysAgo: 120 - i * 8 })),
  ];
}

export async function prepareDemoUsers(now: Date, assets: DemoAssets = computedDemoAssets): Promise<PreparedUser[]> {
  const everyone = people();
  // Hashed once each: argon2 is deliberately slow, and every demo account shares a password.
  const [demoHash, adminHash, avatars] = await Promise.all([
    assets.passwordHash(DEMO_PASSWORD),
    assets.passwordHash(DEMO_ADMIN_PASSWORD),
    Promise.all(everyone.map((p, i) => (p.hasPhoto ? assets.avatar(`${p.firstName[0]}${p.lastName[0]}`, i) : undefined))),
  ]);
  return everyone.map((person, i) => {
    const avatar = avatars[i];
    const image = avatar ? { ...avatar, id: randomUUID() } : undefined;
    const createdAt = new Date(now.getTime() - person.joinedDaysAgo * DAY_MS);
    return {
      row: {
        username: person.username,
        email: demoEmail(person.username),
        passwordHash: person.role === 'admin' ? adminHash : demoHash,
        firstName: person.firstName,
        lastName: person.lastName,
        role: person.role,
        bio: person.bio,
        profileImage: image ? `/api/images/${image.id}` : null,
        isActive: person.isActive,
        createdAt,
        updatedAt: createdAt,
      },
      ...(image ? { image } : {}),
    };
  });
}
