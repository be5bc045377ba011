// What cn() relies on from the class merging: the theme's own names are
// grouped as Tailwind's (a colour overrides a colour, never a text size), and
// variants, the important mark and classes Tailwind does not know stay apart.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { mergeClasses } from './merge-classes';

const styles = readFileSync(fileURLToPath(new URL('../styles.css', import.meta.url)), 'utf8');
const themeBlock = /@theme\s*\{([\s\S]*?)\n\}/.exec(styles)?.[1] ?? '';
// `--color-primary` -> ['color', 'primary']; keyframes inside the block are not variables.
const themeKeys = [...themeBlock.matchAll(/^\s*--([a-z]+)-([\w-]+):/gm)].map((match) => [match[1] ?? '', match[2] ?? ''] as const);

// For each theme namespace, a class of it with what it must override and
// what it must leave alone.
const ANY_NAME: Record<string, (name: string) => [overrides: string, keeps: string, cls: string]> = {
  color: (name) => [`text-red-500`, `text-sm`, `text-${name}`],
  font: (name) => [`font-mono`, `font-bold`, `font-${name}`],
  animate: (name) => [`animate-spin`, `transition`, `animate-${name}`],
};

describe('mergeClasses', () => {
  it('reads the theme', () => {
    expect(themeKeys).toContainEqual(['color', 'primary']);
    expect(themeKeys.length).toBeGreaterThan(10);
  });

  it('groups every name the theme adds with the classes it replaces', () => {
    const misgrouped = themeKeys.flatMap(([namespace, name]) => {
      const classes = ANY_NAME[namespace]?.(name);
      if (!classes) return [`--${namespace}-${name}: a theme key of this kind needs a line in merge-classes.ts and here`];
      const [overridden, kept, cls] = classes;
      const merged = mergeClasses(`${overridden} ${kept} ${cls}`);
      return merged === `${kept} ${cls}` ? [] : [`"${overridden} ${kept} ${cls}" gave "${merged}"`];
    });
    expect(misgrouped).toEqual([]);
  });

  it('lets a later class of the same kind win, as the components rely on', () => {
    expect(mergeClasses('text-muted-foreground text-primary')).toBe('text-primary');
    expect(mergeClasses('bg-primary hover:bg-primary-hover bg-destructive')).toBe('hover:bg-primary-hover bg-destructive');
    expect(mergeClasses('h-10 w-10 size-16')).toBe('size-16');
    expect(mergeClasses('px-2 py-1 p-3 pt-0')).toBe('p-3 pt-0');
    expect(mergeClasses('  text-sm text-primary text-lg  ')).toBe('text-primary text-lg');
  });

  it('keeps variants, the important mark and unknown classes apart', () => {
    expect(mergeClasses('p-6 sm:p-6 hover:sm:p-2 p-4 sm:hover:p-3')).toBe('sm:p-6 p-4 sm:hover:p-3');
    expect(mergeClasses('!p-6 p-4 card-frame other-frame card-frame')).toBe('!p-6 p-4 card-frame other-frame card-frame');
    expect(mergeClasses('')).toBe('');
  });
});
