import { describe, expect, it } from 'vitest';
import { editableFields, plannedMeetings, type ProgramEntry } from './programs.js';

const entry: ProgramEntry = {
  title: 'Calm under pressure',
  description: 'Four weeks of practice for people whose work never stops.',
  specializationId: 3,
  kind: 'course',
  meetings: 3,
  meetingMinutes: 90,
  firstMeeting: '2027-03-21T10:00',
  capacity: 12,
  minimumSeats: 4,
  price: 135.5,
};
const NOW = new Date('2027-03-01T00:00:00Z');
const iso = (planned: ReturnType<typeof plannedMeetings>) =>
  'meetings' in planned ? planned.meetings.map((m) => [m.start.toISOString(), m.end.toISOString()]) : planned.problem;

describe('plannedMeetings', () => {
  it('holds a course at the same wall time each week in the coach zone, across a change of clocks', () => {
    expect(iso(plannedMeetings(entry, 'Europe/Berlin', NOW))).toEqual([
      ['2027-03-21T09:00:00.000Z', '2027-03-21T10:30:00.000Z'],
      ['2027-03-28T08:00:00.000Z', '2027-03-28T09:30:00.000Z'],
      ['2027-04-04T08:00:00.000Z', '2027-04-04T09:30:00.000Z'],
    ]);
  });

  it('gives a workshop one meeting, whatever number of meetings came with it', () => {
    expect(iso(plannedMeetings({ ...entry, kind: 'workshop', meetings: 4, meetingMinutes: 120 }, 'America/New_York', NOW))).toEqual([
      ['2027-03-21T14:00:00.000Z', '2027-03-21T16:00:00.000Z'],
    ]);
  });

  it('says why there are no meetings: an unreadable first meeting, a skipped clock time, a start not in the future', () => {
    expect(plannedMeetings({ ...entry, firstMeeting: 'next Sunday' }, 'Europe/Berlin', NOW)).toEqual({ problem: 'firstMeeting' });
    // Berlin's clocks skip 02:00-03:00 on 28 March 2027: the second meeting would fall in the gap.
    expect(plannedMeetings({ ...entry, firstMeeting: '2027-03-21T02:30' }, 'Europe/Berlin', NOW)).toEqual({
      problem: 'meetingTimeMissing',
    });
    expect(plannedMeetings(entry, 'Europe/Berlin', new Date('2027-03-21T09:00:00Z'))).toEqual({ problem: 'meetingsInPast' });
  });
});

describe('editableFields', () => {
  it('sets the columns from the entry, the price in cents and the span from the first and last meeting', () => {
    const planned = plannedMeetings(entry, 'Europe/Berlin', NOW);
    const meetings = 'meetings' in planned ? planned.meetings : [];
    expect(editableFields(entry, meetings, { firstStart: NOW, lastEnd: NOW })).toEqual({
      title: entry.title,
      description: entry.description,
      specializationId: 3,
      kind: 'course',
      meetingMinutes: 90,
      capacity: 12,
      minimumSeats: 4,
      priceCents: 13_550,
      firstStart: new Date('2027-03-21T09:00:00Z'),
      lastEnd: new Date('2027-04-04T09:30:00Z'),
    });
  });

  it('keeps the given span when there are no meetings to take it from', () => {
    const span = { firstStart: new Date('2027-05-01T09:00:00Z'), lastEnd: new Date('2027-05-15T10:00:00Z') };
    expect(editableFields({ ...entry, minimumSeats: null }, [], span)).toMatchObject({ minimumSeats: null, ...span });
  });
});
