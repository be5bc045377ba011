import { randomBytes } from 'node:crypto';
import type { MeetingProvider } from './meeting-provider.js';

export function createJitsiProvider(baseUrl: string): MeetingProvider {
  return {
    name: 'jitsi',
    async createMeeting() {
      // 128 random bits: the room name is the only thing keeping strangers out.
      const room = `Stillpoint-${randomBytes(16).toString('hex')}`;
      return { url: `${baseUrl.replace(/\/$/, '')}/${room}`, provider: 'jitsi' };
    },
  };
}
