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
