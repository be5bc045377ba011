import { describe, expect, it } from 'vitest';
import type { ScanTarget } from './scan-target.js';
import { createTargetQueue } from './target-queue.js';

const target = (title: string, exclusive?: string): ScanTarget => ({
  title,
  as: 'visitor',
  method: 'GET',
  path: '/',
  expect: [200],
  exclusive,
});
const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('the scan queue', () => {
  it('scans every target once, never two with one exclusive key side by side, and takes the next target meanwhile', async () => {
    const targets = [target('edit', 'profile'), target('onboarding', 'profile'), target('a'), target('b'), target('c')];
    const queue = createTargetQueue(targets);
    const log: string[] = [];
    const running = new Set<string>();
    let overlapped = false;
    const scan = async (scanned: ScanTarget) => {
      if (scanned.exclusive && [...running].some((title) => targets.find((t) => t.title === title)?.exclusive === scanned.exclusive))
        overlapped = true;
      running.add(scanned.title);
      log.push(`start ${scanned.title}`);
      // The edit is the long one: the other worker gets through a, b and c meanwhile.
      for (let step = 0; step < (scanned.title === 'edit' ? 10 : 1); step++) await tick();
      running.delete(scanned.title);
      log.push(`end ${scanned.title}`);
    };
    await Promise.all([queue.work(scan, () => true), queue.work(scan, () => true)]);

    expect(overlapped).toBe(false);
    expect(log.filter((line) => line.startsWith('start')).sort()).toEqual(
      ['start a', 'start b', 'start c', 'start edit', 'start onboarding'].sort(),
    );
    expect(log.indexOf('start onboarding')).toBeGreaterThan(log.indexOf('end edit'));
    expect(log.indexOf('start a')).toBeLessThan(log.indexOf('end edit'));
  });

  it('stops taking targets once told to', async () => {
    const queue = createTargetQueue([target('a'), target('b')]);
    const scanned: string[] = [];
    await queue.work(
      async (next) => void scanned.push(next.title),
      () => scanned.length === 0,
    );
    expect(scanned).toEqual(['a']);
  });
});
