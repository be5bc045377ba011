// Every relative link in README.md and in docs/**/*.md leads somewhere: the
// file (or folder) exists, and a `#anchor` names one of its headings (or one
// of the linking page's own, for a bare `#anchor`). The README is the door to
// docs/ (docs/decisions/0091-readme-as-door-and-copy-paste-budget.md), so a
// moved page or a renamed heading fails here rather than in a reader's hands.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { headingAnchors } from './markdown-anchors';

const root = fileURLToPath(new URL('..', import.meta.url));

function markdownFiles(folder: string): string[] {
  return readdirSync(join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return markdownFiles(path);
    return entry.name.endsWith('.md') ? [path] : [];
  });
}

// Fenced code holds examples, not links or headings; inline code holds no links.
function withoutFences(markdown: string): string {
  return markdown.replace(/^(```|~~~)[\s\S]*?^\1/gm, '');
}

// Inline links and images `[text](target "title")` and reference definitions `[label]: target`.
export function linkTargets(markdown: string): string[] {
  const text = withoutFences(markdown).replace(/`[^`\n]*`/g, '');
  const inline = [...text.matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((match) => match[1] ?? '');
  const references = [...text.matchAll(/^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm)].map((match) => match[1] ?? '');
  return [...inline, ...references];
}

const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

export function brokenLinks(files: string[]): string[] {
  const broken: string[] = [];
  for (const file of files) {
    const markdown = readFileSync(join(root, file), 'utf8');
    for (const target of linkTargets(markdown)) {
      if (EXTERNAL.test(target)) continue;
      const [rawPath = '', anchor] = target.split('#');
      const path = decodeURIComponent(rawPath);
      const resolved = path === '' ? join(root, file) : path.startsWith('/') ? join(root, path) : join(root, dirname(file), path);
      if (!existsSync(resolved)) {
        broken.push(`${file}: ${target} (no such file)`);
        continue;
      }
      if (!anchor || statSync(resolved).isDirectory() || !resolved.endsWith('.md')) continue;
      if (!headingAnchors(withoutFences(readFileSync(resolved, 'utf8'))).has(anchor)) {
        broken.push(`${file}: ${target} (no heading "${anchor}" in ${relative(root, resolved)})`);
      }
    }
  }
  return broken;
}

describe('links in the README and docs/', () => {
  it('reads links the way the check means them', () => {
    const sample = [
      '# Title',
      'See [a](docs/a.md#title), ![b](b.png "B") and [c](https://example.com).',
      '`[not](a-link.md)`',
      '```md',
      '[not](either.md)',
      '```',
      '[ref]: ../c.md',
    ].join('\n');
    expect(linkTargets(sample)).toEqual(['docs/a.md#title', 'b.png', 'https://example.com', '../c.md']);
  });

  it('resolve to files and headings that exist', () => {
    const files = ['README.md', ...markdownFiles('docs')];
    expect(files.length).toBeGreaterThan(100);
    expect(brokenLinks(files)).toEqual([]);
  });
});
