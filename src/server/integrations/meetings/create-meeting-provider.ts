import type { AppConfig } from '../../config.js';
import { createJitsiProvider } from './jitsi-provider.js';
import type { MeetingProvider } from './meeting-provider.js';
import { createZoomProvider } from './zoom-provider.js';

// Zoom when its Server-to-Server OAuth app is configured, else Jitsi Meet,
// which needs no account: an unguessable room name is the meeting.
export function createMeetingProvider(config: AppConfig['meetings'], fetchImpl: typeof fetch = fetch): MeetingProvider {
  return config.provider === 'zoom' ? createZoomProvider(config, fetchImpl) : createJitsiProvider(config.jitsiBaseUrl);
}
