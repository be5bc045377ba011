// The video-meeting services a booking's link can come from: Zoom when the
// server has Zoom credentials, else Jitsi Meet (docs/decisions/0007-meeting-links-e-mail-jobs-and-reviews.md).
export const MEETING_PROVIDERS = ['jitsi', 'zoom'] as const;
export type MeetingProviderId = (typeof MEETING_PROVIDERS)[number];

// As the pages name them ("Virtual sessions via Jitsi Meet").
export const MEETING_PROVIDER_NAMES: Record<MeetingProviderId, string> = { jitsi: 'Jitsi Meet', zoom: 'Zoom' };
