// Zoom Server-to-Server OAuth: exchange the account credentials for an access
// token (valid about an hour, cached until shortly before it expires), then
// create a scheduled meeting for the account's user.
import type { AppConfig } from '../../config.js';
import type { MeetingProvider } from './meeting-provider.js';

type ZoomConfig = Extract<AppConfig['meetings'], { provider: 'zoom' }>;

export class ZoomError extends Error {}

export function createZoomProvider(config: ZoomConfig, fetchImpl: typeof fetch): MeetingProvider {
  let cached: { token: string; expiresAt: number } | undefined;

  async function accessToken(): Promise<string> {
    if (cached && cached.expiresAt > Date.now() + 60_000) return cached.token;
    const url = new URL(config.oauthUrl);
    url.searchParams.set('grant_type', 'account_credentials');
    url.searchParams.set('account_id', config.accountId);
    const basic = Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64');
    const response = await fetchImpl(url, { method: 'POST', headers: { Authorization: `Basic ${basic}` } });
    if (!response.ok) throw new ZoomError(`Zoom token request failed with ${response.status}`);
    const body = (await response.json()) as { access_token?: string; expires_in?: number };
    if (!body.access_token) throw new ZoomError('Zoom token response had no access_token');
    cached = { token: body.access_token, expiresAt: Date.now() + (body.expires_in ?? 3600) * 1000 };
    return cached.token;
  }

  return {
    name: 'zoom',
    async createMeeting({ topic, start, durationMinutes }) {
      const token = await accessToken();
      const response = await fetchImpl(`${config.apiUrl.replace(/\/$/, '')}/users/me/meetings`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          topic,
          type: 2, // scheduled meeting
          start_time: start.toISOString(),
          duration: durationMinutes,
          timezone: 'UTC',
          settings: { waiting_room: true, join_before_host: false },
        }),
      });
      if (response.status === 401) cached = undefined;
      if (!response.ok) throw new ZoomError(`Zoom meeting creation failed with ${response.status}`);
      const body = (await response.json()) as { join_url?: string };
      if (!body.join_url) throw new ZoomError('Zoom meeting response had no join_url');
      return { url: body.join_url, provider: 'zoom' };
    },
  };
}
