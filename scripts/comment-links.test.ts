// Every document a code comment cites is in the repository: a `docs/....md`
// path in a comment of the source, the end-to-end tests, the benchmarks, the
// scripts or the configuration must exist, and a `#anchor` after it must name
// one of its headings. Comments cite docs in the repo, never files outside it.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { headingAnchors } from './markdown-anchors';

const root = fileURLToPath(new URL('..', import.meta.url));
const FOLDERS = ['src', 'e2e', 'bench', 'scripts', 'eslint'];
const ROOT_FILES = ['eslint.config.js', 'vite.config.ts', 'vitest.config.ts', 'playwright.config.ts', 'drizzle.config.ts'];
const SOURCE = /\.(ts|tsx|js|mjs|css)$/;
const SKIPPED = new Set(['node_modules', 'migrations', 'dist']);
// This file's own examples are not citations.
const SELF = 'scripts/comment-links.test.ts';

function sourceFiles(folder: string): string[] {
  return readdirSync(join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return SKIPPED.has(entry.name) ? [] : sourceFiles(path);
    return SOURCE.test(entry.name) ? [path] : [];
  });
}

// The comment text of a file: line comments (outside strings, roughly: from a
// `//` that follows white space or starts the line) and block comments.
export function commentsOf(text: string): string[] {
  const blocks = [...text.matchAll(/\/\*[\s\S]*?\*\//g)].map((match) => match[0]);
  const lines = [...text.matchAll(/(?:^|\s)(\/\/.*)$/gm)].map((match) => match[1] ?? '');
  return [...blocks, ...lines];
}

const DOC_LINK = /\bdocs\/[\w./-]+?\.md(?:#[\w-]+)?/g;

function brokenLinks(): string[] {
  const files = [...FOLDERS.flatMap(sourceFiles), ...ROOT_FILES.filter((file) => existsSync(join(root, file)))].filter(
    (file) => file !== SELF,
  );
  const broken: string[] = [];
  for (const file of files) {
    for (const comment of commentsOf(readFileSync(join(root, file), 'utf8'))) {
      for (const [link] of comment.matchAll(DOC_LINK)) {
        const [path = '', anchor] = link.split('#');
        const target = join(root, path);
        if (!existsSync(target)) broken.push(`${file}: ${link} (no such file)`);
        else if (anchor && !headingAnchors(readFileSync(target, 'utf8')).has(anchor)) broken.push(`${file}: ${link} (no such heading)`);
      }
    }
  }
  return broken;
}

describe('documents cited in comments', () => {
  it('finds comments and anchors the way the check reads them', () => {
    expect(commentsOf("const a = 'x'; // see docs/a.md\n/* and docs/b.md */")).toEqual(['/* and docs/b.md */', '// see docs/a.md']);
    expect(headingAnchors("# Title\n## A coach's schedule\n### Money (fees)")).toEqual(
      new Set(['title', 'a-coachs-schedule', 'money-fees']),
    );
  });

  it('exist in the repository, with the headings they name', () => {
    expect(brokenLinks()).toEqual([]);
  });
});
