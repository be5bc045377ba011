// The slow parts of the demo users, the argon2 hashes of the demo passwords
// and the avatar JPEGs, worked out once by `npm run build` and read at first
// start instead of being computed then (docs/decisions/0036-start-up.md). Each
// is filed under what it was made from (the password; a digest of the avatar's
// SVG and JPEG settings), so a file from an older build can only miss, never
// hand out a wrong picture or hash; a miss is computed as before.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { hashPassword } from '../../security/password.js';
import { projectRoot } from '../../paths.js';
import { AVATAR_JPEG_OPTIONS, avatarSvg, renderAvatar, type Avatar } from './avatars.js';

export const demoAssetsFile = resolve(projectRoot, 'dist/start-up/demo-assets.json');

// Where prepareDemoUsers gets its hashes and pictures from.
export type DemoAssets = {
  passwordHash: (password: string) => Promise<string>;
  avatar: (initials: string, index: number) => Promise<Avatar>;
};

type StoredAvatar = Omit<Avatar, 'data'> & { data: string };
type StoredAssets = { passwordHashes: Record<string, string>; avatars: Record<string, StoredAvatar> };

export const computedDemoAssets: DemoAssets = { passwordHash: hashPassword, avatar: renderAvatar };

function avatarKey(initials: string, index: number): string {
  return createHash('sha256')
    .update(JSON.stringify([avatarSvg(initials, index), AVATAR_JPEG_OPTIONS]))
    .digest('base64url');
}

function readStored(file: string): StoredAssets | undefined {
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as StoredAssets;
  } catch {
    return undefined;
  }
}

// The build's assets where they fit, computed ones for anything else.
export function builtDemoAssets(file: string = demoAssetsFile): DemoAssets {
  const stored = readStored(file);
  if (!stored) return computedDemoAssets;
  return {
    passwordHash: async (password) => stored.passwordHashes[password] ?? hashPassword(password),
    avatar: async (initials, index) => {
      const avatar = stored.avatars[avatarKey(initials, index)];
      return avatar ? { ...avatar, data: Buffer.from(avatar.data, 'base64') } : renderAvatar(initials, index);
    },
  };
}

// Build time: computes everything `prepare` asks for and writes it to file.
export async function writeDemoAssets(prepare: (assets: DemoAssets) => Promise<unknown>, file: string = demoAssetsFile): Promise<void> {
  const stored: StoredAssets = { passwordHashes: {}, avatars: {} };
  await prepare({
    passwordHash: async (password) => (stored.passwordHashes[password] = await hashPassword(password)),
    avatar: async (initials, index) => {
      const avatar = await renderAvatar(initials, index);
      stored.avatars[avatarKey(initials, index)] = { ...avatar, data: avatar.data.toString('base64') };
      return avatar;
    },
  });
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(stored));
}
