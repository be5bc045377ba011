// What a meeting provider (Jitsi Meet, Zoom) does; create-meeting-provider.ts picks one.

// bookingId is absent for a group program's shared room; no provider needs it.
export type MeetingRequest = { bookingId?: number; topic: string; start: Date; durationMinutes: number };
export type Meeting = { url: string; provider: 'jitsi' | 'zoom' };

export type MeetingProvider = {
  name: 'jitsi' | 'zoom';
  createMeeting: (request: MeetingRequest) => Promise<Meeting>;
};
