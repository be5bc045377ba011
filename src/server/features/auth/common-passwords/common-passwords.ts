// Refuses the 10,000 most common passwords (README.md beside this file says
// where the list comes from). The list is read once, on first use, and kept
// as a Set; the server bundle finds it from the project root like the migrations.
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { projectRoot } from '../../../paths.js';

export const COMMON_PASSWORDS_FILE = resolve(projectRoot, 'src/server/features/auth/common-passwords/common-passwords.txt');

let loaded: Promise<Set<string>> | undefined;

export function commonPasswords(): Promise<Set<string>> {
  loaded ??= readFile(COMMON_PASSWORDS_FILE, 'utf8').then(
    (text) => new Set(text.split('\n').filter(Boolean)),
    (error: unknown) => {
      // Let the next call try again instead of caching the failure.
      loaded = undefined;
      throw error;
    },
  );
  return loaded;
}

// The list is lower-case: "Password123" is as guessable as "password123".
export async function isCommonPassword(password: string): Promise<boolean> {
  return (await commonPasswords()).has(password.trim().toLowerCase());
}
