// Group programs (DECISIONS section 14, docs/product/programs.md): the coach
// saves a draft, publishes it (its meetings then block the coach's one-to-one
// calendar), edits it within what sold seats allow, or cancels it. Meeting
// times are entered in the coach's zone and stored in UTC.
import { centsToDollars, dollarsToCents } from '../../../shared/domain/money.js';
import { editableFields, participantLabel, plannedMeetings, type MeetingTime } from '../../../shared/domain/programs.js';
import {
  PROGRAM_MESSAGES,
  type TAdminProgram,
  type TCoachProgram,
  type TMyWaitlistEntry,
  type TProgram,
  type TProgramInput,
  type TRoster,
  type TWaitlistEntry,
} from '../../../shared/schemas/programs.js';
import { ConflictError, ForbiddenError, InvalidInputError, NotFoundError } from '../../errors/domain-errors.js';
import type { ProgramRow, ProgramsRepository, ProgramViewRow } from './repository.js';
export { createProgramNotices, type ProgramNotices } from './notices.js';
export { createProgramsRepository as createProgramsRepositoryFor } from './repository.js';

type Viewer = { id: number; role: string };

export function toProgram(row: ProgramViewRow, meetings: readonly MeetingTime[]): TProgram {
  const p = row.program;
  return {
    id: p.id,
    coachId: p.coachId,
    coachName: `${row.coachFirstName} ${row.coachLastName}`,
    title: p.title,
    description: p.description,
    specializationId: p.specializationId,
    specializationName: row.specializationName,
    kind: p.kind,
    meetingMinutes: p.meetingMinutes,
    meetings: meetings.map((m) => ({ start: m.start.toISOString(), end: m.end.toISOString() })),
    capacity: p.capacity,
    minimumSeats: p.minimumSeats,
    seatsLeft: Math.max(0, p.capacity - p.seatsTaken),
    price: centsToDollars(p.priceCents),
    cancellationPolicy: p.cancellationPolicy,
    timeZone: p.timeZone,
    status: p.status,
  };
}

// The meetings the input asks for, in UTC; a clear 400 when they cannot be.
function plannedOrRefused(input: TProgramInput, timeZone: string, now: Date): MeetingTime[] {
  const planned = plannedMeetings(input, timeZone, now);
  if ('meetings' in planned) return planned.meetings;
  const message = PROGRAM_MESSAGES[planned.problem];
  throw new InvalidInputError(message, { firstMeeting: message });
}

const sameTimes = (a: readonly MeetingTime[], b: readonly MeetingTime[]) =>
  a.length === b.length && a.every((m, i) => m.start.getTime() === b[i]?.start.getTime() && m.end.getTime() === b[i]?.end.getTime());

export function createProgramsService({
  repo,
  now,
  makeRoom,
}: {
  repo: ProgramsRepository;
  now: () => Date;
  // The shared meeting room, made when a program is published.
  makeRoom: (program: ProgramRow) => Promise<string | null>;
}) {
  async function coachOf(viewer: Viewer) {
    const coach = await repo.coachOfUser(viewer.id);
    if (!coach) throw new ForbiddenError(PROGRAM_MESSAGES.notFound);
    return coach;
  }

  async function present(id: number): Promise<TProgram> {
    const row = await repo.view(id);
    if (!row) throw new NotFoundError(PROGRAM_MESSAGES.notFound);
    return toProgram(row, (await repo.meetingsOf([id])).get(id) ?? []);
  }

  async function presentAll(rows: ProgramViewRow[]): Promise<TProgram[]> {
    const meetings = await repo.meetingsOf(rows.map((r) => r.program.id));
    return rows.map((r) => toProgram(r, meetings.get(r.program.id) ?? []));
  }

  async function checkSpecialization(id: number) {
    if (!(await repo.specializationExists(id)))
      throw new InvalidInputError(PROGRAM_MESSAGES.specialization, { specializationId: PROGRAM_MESSAGES.specialization });
  }

  // The coach's own program, locked for the change; 404 for anyone else's.
  async function changeOwn<T>(viewer: Viewer, id: number, change: Parameters<ProgramsRepository['locked']>[1]) {
    const coach = await coachOf(viewer);
    let found = false;
    const done = await repo.locked(id, async (tx, row) => {
      if (row.coachId !== coach.id) throw new NotFoundError(PROGRAM_MESSAGES.notFound);
      found = true;
      return change(tx, row);
    });
    if (!found) throw new NotFoundError(PROGRAM_MESSAGES.notFound);
    return done as T;
  }

  return {
    present,

    async mine(viewer: Viewer): Promise<TCoachProgram[]> {
      const rows = await repo.ofCoach((await coachOf(viewer)).id);
      const [programs, waiting] = await Promise.all([presentAll(rows), repo.waitingCounts(rows.map((r) => r.program.id))]);
      return programs.map((program) => ({ ...program, waiting: waiting.get(program.id) ?? 0 }));
    },

    async create(viewer: Viewer, input: TProgramInput): Promise<TProgram> {
      const coach = await coachOf(viewer);
      await checkSpecialization(input.specializationId);
      const at = now();
      const meetings = plannedOrRefused(input, coach.timeZone, at);
      if (await repo.overlaps(coach.id, meetings, null))
        throw new ConflictError(PROGRAM_MESSAGES.overlapsBooking, { firstMeeting: PROGRAM_MESSAGES.overlapsBooking });
      const row = await repo.insert(
        {
          coachId: coach.id,
          ...editableFields(input, meetings, { firstStart: at, lastEnd: at }),
          cancellationPolicy: coach.cancellationPolicy,
          timeZone: coach.timeZone,
          status: 'draft',
          createdAt: at,
          updatedAt: at,
        },
        meetings,
      );
      return present(row.id);
    },

    // Once a seat is sold the schedule, the kind and the price stay as sold;
    // the capacity never goes below the seats taken. Nothing is saved on any refusal.
    async update(viewer: Viewer, id: number, input: TProgramInput): Promise<TProgram> {
      await checkSpecialization(input.specializationId);
      const coach = await coachOf(viewer);
      const at = now();
      await changeOwn(viewer, id, async (tx, row) => {
        if (row.status !== 'draft' && row.status !== 'published') throw new ConflictError(PROGRAM_MESSAGES.notDraftOrPublished);
        if (input.capacity < row.seatsTaken)
          throw new InvalidInputError(PROGRAM_MESSAGES.capacityBelowSold(row.seatsTaken), {
            capacity: PROGRAM_MESSAGES.capacityBelowSold(row.seatsTaken),
          });
        const meetings = plannedOrRefused(input, row.timeZone, at);
        const current = (await repo.meetingsOf([row.id], tx)).get(row.id) ?? [];
        const scheduleChanged = !sameTimes(meetings, current) || input.kind !== row.kind || input.meetingMinutes !== row.meetingMinutes;
        const priceChanged = dollarsToCents(input.price) !== row.priceCents;
        if ((scheduleChanged || priceChanged) && row.seatsTaken > 0) throw new ConflictError(PROGRAM_MESSAGES.scheduleLocked);
        if (scheduleChanged && (await repo.overlapsIn(tx, coach.id, meetings, row.id)))
          throw new ConflictError(PROGRAM_MESSAGES.overlapsBooking, { firstMeeting: PROGRAM_MESSAGES.overlapsBooking });
        if (scheduleChanged) await repo.replaceMeetings(tx, row, meetings, row.status === 'published');
        await repo.update(tx, row.id, { ...editableFields(input, meetings, row), updatedAt: at });
      });
      return present(id);
    },

    async publish(viewer: Viewer, id: number): Promise<TProgram> {
      const coach = await coachOf(viewer);
      const at = now();
      const published = await changeOwn<ProgramRow>(viewer, id, async (tx, row) => {
        if (row.status === 'published') throw new ConflictError(PROGRAM_MESSAGES.alreadyPublished);
        if (row.status !== 'draft') throw new ConflictError(PROGRAM_MESSAGES.notDraftOrPublished);
        if (row.firstStart <= at) throw new InvalidInputError(PROGRAM_MESSAGES.meetingsInPast);
        const meetings = (await repo.meetingsOf([row.id], tx)).get(row.id) ?? [];
        if (await repo.overlapsIn(tx, coach.id, meetings, row.id)) throw new ConflictError(PROGRAM_MESSAGES.overlapsBooking);
        await repo.setBlocking(tx, row.id, true);
        return repo.update(tx, row.id, {
          status: 'published',
          publishedAt: at,
          cancellationPolicy: coach.cancellationPolicy,
          updatedAt: at,
        });
      });
      // The room is made outside the row's lock; a provider failure leaves the program published without one.
      if (!published.roomUrl) {
        const url = await makeRoom(published).catch(() => null);
        if (url) await repo.locked(id, (tx) => repo.update(tx, id, { roomUrl: url }));
      }
      return present(id);
    },

    // The coach's own program (any status) for the cancel route: 404 for anyone else's.
    async ownProgram(viewer: Viewer, id: number): Promise<ProgramRow> {
      const coach = await coachOf(viewer);
      const row = await repo.view(id);
      if (!row || row.program.coachId !== coach.id) throw new NotFoundError(PROGRAM_MESSAGES.notFound);
      return row.program;
    },

    async allForAdmin(): Promise<TAdminProgram[]> {
      const rows = await repo.all();
      const shown = await presentAll(rows);
      const money = await repo.seatMoney(rows.map((r) => r.program.id));
      return shown.map((program) => {
        const m = money.get(program.id);
        return {
          ...program,
          seatsSold: m?.sold ?? 0,
          paid: centsToDollars(m?.paidCents ?? 0),
          refunded: centsToDollars(m?.refundedCents ?? 0),
        };
      });
    },

    async publicOne(id: number): Promise<TProgram> {
      const row = await repo.view(id);
      if (!row || row.program.status === 'draft') throw new NotFoundError(PROGRAM_MESSAGES.notFound);
      return toProgram(row, (await repo.meetingsOf([id])).get(id) ?? []);
    },

    async list(filter: { specializationId?: number; from?: string; coachId?: number }): Promise<TProgram[]> {
      const from = filter.from ? new Date(`${filter.from}T00:00:00.000Z`) : undefined;
      return presentAll(
        await repo.published(
          {
            specializationId: filter.specializationId,
            from: from && !Number.isNaN(from.getTime()) ? from : undefined,
            coachId: filter.coachId,
          },
          now(),
        ),
      );
    },

    // The coach sees names and e-mail addresses; a participant sees first names
    // and initials only, never another participant's address. Anyone else: 404.
    async roster(viewer: Viewer, id: number): Promise<TRoster> {
      const row = await repo.view(id);
      if (!row || row.program.status === 'draft') {
        if (!row || row.coachUserId !== viewer.id) throw new NotFoundError(PROGRAM_MESSAGES.notFound);
      }
      const isCoach = row.coachUserId === viewer.id;
      if (!isCoach && !(await repo.hasSeat(id, viewer.id))) throw new NotFoundError(PROGRAM_MESSAGES.notFound);
      const people = await repo.roster(id);
      return {
        programId: id,
        seatsLeft: Math.max(0, row.program.capacity - row.program.seatsTaken),
        waiting: await repo.waitingCount(id),
        participants: people.map((p) => ({
          name: isCoach ? `${p.firstName} ${p.lastName}` : participantLabel(p.firstName, p.lastName),
          email: isCoach ? p.email : null,
          seatId: isCoach || p.clientId === viewer.id ? p.seatId : null,
          joinedAt: p.joinedAt.toISOString(),
        })),
      };
    },

    async waitPlace(viewer: Viewer, id: number): Promise<TWaitlistEntry> {
      const place = await repo.waitPlace(id, viewer.id);
      if (!place) throw new NotFoundError(PROGRAM_MESSAGES.notWaiting);
      return {
        programId: id,
        status: place.status,
        position: place.status === 'waiting' ? place.position : null,
        offerExpiresAt: place.offerExpiresAt?.toISOString() ?? null,
      };
    },

    async myWaitlist(viewer: Viewer): Promise<TMyWaitlistEntry[]> {
      const places = await repo.myWaitPlaces(viewer.id);
      return places.map((place) => ({
        programId: place.programId,
        programTitle: place.programTitle,
        firstMeeting: place.firstStart.toISOString(),
        status: place.status,
        position: place.status === 'waiting' ? place.position : null,
        offerExpiresAt: place.offerExpiresAt?.toISOString() ?? null,
      }));
    },

    // Only a full program has a waitlist; a client with a seat needs none.
    async joinWaitlist(viewer: Viewer, id: number): Promise<TWaitlistEntry> {
      const row = await repo.view(id);
      if (!row || row.program.status === 'draft') throw new NotFoundError(PROGRAM_MESSAGES.notFound);
      const p = row.program;
      if (p.status !== 'published' || p.firstStart <= now()) throw new ConflictError(PROGRAM_MESSAGES.notOnSale);
      if (row.coachUserId === viewer.id) throw new ForbiddenError(PROGRAM_MESSAGES.ownProgram);
      if (await repo.hasSeat(id, viewer.id)) throw new ConflictError(PROGRAM_MESSAGES.alreadySeated);
      if (p.seatsTaken < p.capacity) throw new ConflictError(PROGRAM_MESSAGES.notFull);
      if (!(await repo.joinWaitlist(id, viewer.id, now()))) throw new ConflictError(PROGRAM_MESSAGES.alreadyWaiting);
      return this.waitPlace(viewer, id);
    },
  };
}

export type ProgramsService = ReturnType<typeof createProgramsService>;
