import type { AppConfig } from '../../config.js';
import { createJitsiProvider } from './jitsi-provider.js';
import { createZoomProvider } from './zoom-provider.js';

export type MeetingRequest = { bookingId: number; topic: string; start: Date; durationMinutes: number };
export type Meeting = { url: string; provider: 'jitsi' | 'zoom' };

export type MeetingProvider = {
  name: 'jitsi' | 'zoom';
  createMeeting: (request: MeetingRequest) => Promise<Meeting>;
};

// Zoom when its Server-to-Server OAuth app is configured, else Jitsi Meet,
// which needs no account: an unguessable room name is the meeting.
export function createMeetingProvider(config: AppConfig['meetings'], fetchImpl: typeof fetch = fetch): MeetingProvider {
  return config.provider === 'zoom' ? createZoomProvider(config, fetchImpl) : createJitsiProvider(config.jitsiBaseUrl);
}
