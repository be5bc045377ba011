import { describe, expect, it } from 'vitest';
import { createSharedVersionReads } from './shared-version-reads.js';

// A database stand-in whose reads answer only when the test says so, with the
// versions as they are at the moment each read is sent.
function fakeVersions() {
  const versions = new Map<number, number>([
    [1, 3],
    [2, 7],
  ]);
  const sent: { ids: number[]; answer: () => void }[] = [];
  const read = (ids: readonly number[]) =>
    new Promise<Map<number, number>>((resolve) => {
      const snapshot = new Map(ids.flatMap((id) => (versions.has(id) ? [[id, versions.get(id) as number] as const] : [])));
      sent.push({ ids: [...ids].sort(), answer: () => resolve(snapshot) });
    });
  return { versions, sent, reads: createSharedVersionReads(read) };
}

// Reads go out once the event loop's current turn is done.
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('shared availability version reads', () => {
  it('reads everything asked while one read runs in a single next read', async () => {
    const { sent, reads } = fakeVersions();
    const first = reads.unchanged([{ coachId: 1, version: 3 }]);
    await nextTurn();
    const waiting = [
      reads.unchanged([{ coachId: 2, version: 7 }]),
      reads.unchanged([
        { coachId: 1, version: 3 },
        { coachId: 9, version: 0 },
      ]),
    ];
    await nextTurn();
    expect(sent).toHaveLength(1);
    sent[0]?.answer();
    expect(await first).toBe(true);
    await nextTurn();
    expect(sent).toHaveLength(2);
    expect(sent[1]?.ids).toEqual([1, 2, 9]);
    sent[1]?.answer();
    expect(await Promise.all(waiting)).toEqual([true, true]);
  });

  it('never answers a caller with a read sent before it asked', async () => {
    const { versions, sent, reads } = fakeVersions();
    const before = reads.unchanged([{ coachId: 1, version: 3 }]);
    await nextTurn();
    // A booking commits while the first read is on its way; then a request arrives.
    versions.set(1, 4);
    const after = reads.unchanged([{ coachId: 1, version: 3 }]);
    sent[0]?.answer();
    expect(await before).toBe(true);
    await nextTurn();
    sent[1]?.answer();
    expect(await after).toBe(false);
  });

  it('counts a coach without a version row as version 0 and keeps going after a failed read', async () => {
    let fail = true;
    const reads = createSharedVersionReads(async () => {
      if (fail) throw new Error('connection lost');
      return new Map();
    });
    await expect(reads.unchanged([{ coachId: 5, version: 0 }])).rejects.toThrow('connection lost');
    fail = false;
    expect(await reads.unchanged([{ coachId: 5, version: 0 }])).toBe(true);
    expect(await reads.unchanged([{ coachId: 5, version: 1 }])).toBe(false);
  });
});
