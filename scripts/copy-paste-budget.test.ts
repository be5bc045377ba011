// The copy-paste budget guards itself: `npm run lint` runs jscpd over src/
// with the one threshold in .jscpd.json
// (docs/decisions/0091-readme-as-door-and-copy-paste-budget.md). On a copy of
// today's src/ it passes; with a module copied into a new file (the copy
// a new feature starts from when nothing is shared) it fails and names the file.
import { spawnSync } from 'node:child_process';
import { copyFileSync, cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const JSCPD = join(root, 'node_modules', '.bin', 'jscpd');
const CODE = /\.tsx?$/;
const PLANTED = join('src', 'server', 'features', 'planted', 'planted-copy.ts');

function runJscpd(cwd: string, ...args: string[]) {
  const run = spawnSync(JSCPD, ['--no-colors', ...args], { cwd, encoding: 'utf8', env: { ...process.env, JSCPD_NO_TIPS: '1' } });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

// The largest source file of the server's features: the module copied.
function largestFeatureFile(folder: string): string {
  const files = readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => CODE.test(file) && !file.includes('.test.'))
    .map((file) => join(folder, file));
  const [largest] = files.sort((a, b) => statSync(b).size - statSync(a).size);
  if (!largest) throw new Error(`no source file under ${folder}`);
  return largest;
}

describe('the copy-paste budget', () => {
  let tree = '';

  beforeAll(() => {
    tree = mkdtempSync(join(tmpdir(), 'copy-paste-budget-'));
    cpSync(join(root, 'src'), join(tree, 'src'), {
      recursive: true,
      filter: (path) => statSync(path).isDirectory() || CODE.test(path),
    });
    copyFileSync(join(root, '.jscpd.json'), join(tree, '.jscpd.json'));
  });

  afterAll(() => rmSync(tree, { recursive: true, force: true }));

  it('is one threshold in .jscpd.json', () => {
    const config = JSON.parse(readFileSync(join(root, '.jscpd.json'), 'utf8')) as { threshold?: unknown; path?: unknown };
    expect(typeof config.threshold).toBe('number');
    expect(config.path).toEqual(['src']);
  });

  it('passes on the tree as it is', () => {
    const clean = runJscpd(tree);
    expect(clean.output).not.toContain('too many duplicates');
    expect(clean.status).toBe(0);
  });

  it('fails when a module is copied into another file, and names it', () => {
    mkdirSync(join(tree, PLANTED, '..'), { recursive: true });
    copyFileSync(largestFeatureFile(join(tree, 'src', 'server', 'features')), join(tree, PLANTED));

    const planted = runJscpd(tree, '--reporters', 'console');
    expect(planted.output).toContain('too many duplicates');
    expect(planted.output).toContain('planted-copy.ts');
    expect(planted.status).not.toBe(0);
  });
});
