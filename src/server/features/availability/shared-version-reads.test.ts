import { describe, expect, it } from 'vitest';
import { createSharedVersionReads } from './shared-version-reads.js';

// A database stand-in whose reads answer only when the test says so, with the
// versions as they are at the moment each read is sent, and every row only
// when their sum is not the one the caller knew (as the statement does).
function fakeVersions() {
  const versions = new Map<number, number>([
    [1, 3],
    [2, 7],
  ]);
  const sent: { knownTotal: string | null; withRows: boolean; answer: () => void }[] = [];
  const read = (knownTotal: string | null) =>
    new Promise<{ total: string; versions: Map<number, number> | null }>((resolve) => {
      const total = String([...versions.values()].reduce((sum, v) => sum + v, 0));
      const rows = total === knownTotal ? null : new Map(versions);
      sent.push({ knownTotal, withRows: rows !== null, answer: () => resolve({ total, versions: rows }) });
    });
  return { versions, sent, reads: createSharedVersionReads(read) };
}

// Reads go out once the event loop's current turn is done.
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('shared availability version reads', () => {
  it('answers everything asked while one read runs with a single next read, which carries no rows while nothing moved', async () => {
    const { sent, reads } = fakeVersions();
    const first = reads.unchanged([{ coachId: 1, version: 3 }]);
    await nextTurn();
    const waiting = [
      reads.unchanged([{ coachId: 2, version: 7 }]),
      reads.unchanged([
        { coachId: 1, version: 3 },
        { coachId: 9, version: 0 },
      ]),
      reads.now().then((read) => [read.versions.get(2), read.versions.get(9)]),
    ];
    await nextTurn();
    expect(sent).toHaveLength(1);
    sent[0]?.answer();
    expect(await first).toBe(true);
    await nextTurn();
    expect(sent).toHaveLength(2);
    expect(sent[1]).toMatchObject({ knownTotal: '10', withRows: false });
    sent[1]?.answer();
    expect(await Promise.all(waiting)).toEqual([true, true, [7, undefined]]);
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
    expect(sent[1]).toMatchObject({ knownTotal: '10', withRows: true });
    sent[1]?.answer();
    expect(await after).toBe(false);
    const later = reads.now();
    await nextTurn();
    expect(sent[2]).toMatchObject({ knownTotal: '11', withRows: false });
    sent[2]?.answer();
    expect((await later).versions.get(1)).toBe(4);
  });

  it('says nothing moved since a kept read while the sum stays, and compares coach by coach once it moved', async () => {
    const { versions, sent, reads } = fakeVersions();
    const first = reads.now();
    await nextTurn();
    await nextTurn();
    sent[0]?.answer();
    const kept = await first;
    // Given with a version the kept read does not have: only "the same read" can answer true here.
    const same = reads.unchanged([{ coachId: 1, version: 99 }], kept);
    await nextTurn();
    await nextTurn();
    sent[1]?.answer();
    expect(await same).toBe(true);
    versions.set(2, 8);
    const moved = reads.unchanged([{ coachId: 1, version: 3 }], kept);
    const movedHere = reads.unchanged([{ coachId: 2, version: 7 }], kept);
    await nextTurn();
    await nextTurn();
    sent[2]?.answer();
    expect([await moved, await movedHere]).toEqual([true, false]);
  });

  it('sees a coach whose first booking created its version row', async () => {
    const { versions, sent, reads } = fakeVersions();
    const before = reads.unchanged([{ coachId: 5, version: 0 }]);
    await nextTurn();
    sent[0]?.answer();
    expect(await before).toBe(true);
    versions.set(5, 1);
    const after = reads.unchanged([{ coachId: 5, version: 0 }]);
    await nextTurn();
    sent[1]?.answer();
    expect(await after).toBe(false);
  });

  it('counts a coach without a version row as version 0 and keeps going after a failed read', async () => {
    let fail = true;
    const reads = createSharedVersionReads(async () => {
      if (fail) throw new Error('connection lost');
      return { total: '0', versions: new Map() };
    });
    await expect(reads.unchanged([{ coachId: 5, version: 0 }])).rejects.toThrow('connection lost');
    fail = false;
    expect(await reads.unchanged([{ coachId: 5, version: 0 }])).toBe(true);
    expect(await reads.unchanged([{ coachId: 5, version: 1 }])).toBe(false);
  });
});
