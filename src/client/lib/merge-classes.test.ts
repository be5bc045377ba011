// mergeClasses must resolve every class this code uses as tailwind-merge does:
// the classes of each cn() call and variant come from these same literals, so
// every ordered pair of them (a component's default, then a caller's override)
// is merged by both and compared, and so is every literal as written.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { mergeClasses } from './merge-classes';

const CLIENT_SOURCE = fileURLToPath(new URL('..', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    // Not this table's own source: its prefixes are not classes.
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$|merge-classes\.ts$/.test(name) ? [path] : [];
  });
}

// Every string in the client's code, template literals without their ${...}.
function stringLiterals(): string[] {
  return sourceFiles(CLIENT_SOURCE).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/'([^'\n]*)'|"([^"\n]*)"|`([^`]*)`/g)].map((match) =>
      (match[1] ?? match[2] ?? match[3] ?? '').replace(/\$\{[^}]*\}/g, ' ').trim(),
    ),
  );
}

// A class is one either library treats as Tailwind's: a repeat of it is dropped.
const isClass = (merge: (list: string) => string, token: string) => merge(`${token} ${token}`) === token;

const literals = stringLiterals().filter(Boolean);
const classes = [...new Set(literals.flatMap((literal) => literal.split(/\s+/)))].filter(
  (token) => isClass(twMerge, token) || isClass(mergeClasses, token),
);

describe('mergeClasses', () => {
  it('finds the classes the code uses', () => {
    // The extraction itself works: well-known classes of the components are among them.
    for (const known of ['p-6', 'px-4', 'text-sm', 'text-muted-foreground', 'hover:bg-muted', 'rounded-full', 'size-16']) {
      expect(classes).toContain(known);
    }
    expect(classes.length).toBeGreaterThan(300);
  });

  it('resolves every ordered pair of them as tailwind-merge does', { timeout: 120_000 }, () => {
    const differences: string[] = [];
    for (const first of classes) {
      for (const second of classes) {
        const list = `${first} ${second}`;
        const expected = twMerge(list);
        if (mergeClasses(list) !== expected) differences.push(`"${list}": "${mergeClasses(list)}", expected "${expected}"`);
      }
    }
    expect(differences.length === 0 ? [] : [differences.length, ...differences.slice(0, 60)]).toEqual([]);
  });

  it('resolves every class list in the code as tailwind-merge does', () => {
    const lists = literals.filter((literal) => literal.split(/\s+/).length > 1);
    const differences = lists.filter((list) => mergeClasses(list) !== twMerge(list));
    expect(differences).toEqual([]);
  });

  it('keeps variants, the important mark and unknown classes apart', () => {
    expect(mergeClasses('p-6 sm:p-6 hover:sm:p-2 p-4 sm:hover:p-3')).toBe('sm:p-6 p-4 sm:hover:p-3');
    expect(mergeClasses('!p-6 p-4 card-frame other-frame card-frame')).toBe('!p-6 p-4 card-frame other-frame card-frame');
    expect(mergeClasses('px-2 py-1 p-3 pt-0')).toBe('p-3 pt-0');
    expect(mergeClasses('  text-sm text-primary text-lg  ')).toBe('text-primary text-lg');
    expect(mergeClasses('')).toBe('');
  });
});
