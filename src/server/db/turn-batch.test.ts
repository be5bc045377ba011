import { describe, expect, it } from 'vitest';
import { turnBatch } from './turn-batch.js';

describe('turnBatch', () => {
  it('answers the calls of one turn with one run, each with its own answer, and later calls with another', async () => {
    const runs: number[][] = [];
    const double = turnBatch(async (inputs: number[]) => {
      runs.push(inputs);
      return inputs.map((n) => n * 2);
    });
    expect(await Promise.all([double(1), double(2), double(3)])).toEqual([2, 4, 6]);
    expect(await double(4)).toBe(8);
    expect(runs).toEqual([[1, 2, 3], [4]]);
  });

  it('sends the calls that arrive while a batch is in flight together once it returns', async () => {
    const runs: number[][] = [];
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const echo = turnBatch(async (inputs: number[]) => {
      runs.push(inputs);
      if (runs.length === 1) await gate;
      return inputs;
    });
    const first = echo(1);
    await new Promise((resolve) => setImmediate(resolve));
    const later = [echo(2), echo(3)];
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(runs).toEqual([[1]]);
    release();
    expect(await Promise.all([first, ...later])).toEqual([1, 2, 3]);
    expect(runs).toEqual([[1], [2, 3]]);
  });

  it('runs the calls of a failed batch one by one, so only the call that fails is refused', async () => {
    const runs: number[][] = [];
    const check = turnBatch(async (inputs: number[]) => {
      runs.push(inputs);
      if (inputs.includes(13)) throw new Error('unlucky');
      return inputs;
    });
    const answers = await Promise.allSettled([check(12), check(13), check(14)]);
    expect(answers).toEqual([
      { status: 'fulfilled', value: 12 },
      { status: 'rejected', reason: new Error('unlucky') },
      { status: 'fulfilled', value: 14 },
    ]);
    expect(runs).toEqual([[12, 13, 14], [12], [13], [14]]);
  });
});
