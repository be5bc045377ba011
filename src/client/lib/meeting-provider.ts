import { MEETING_PROVIDER_NAMES } from '@shared/domain/meeting-providers';
import { usePublicConfig } from './get-public-config';
import { commonEn } from '@/i18n/catalogs/common.en';
import { useT } from '@/lib/i18n/i18n-context';

// "Virtual sessions via Jitsi Meet": the service this server's meeting links
// really come from (the public configuration says which). Until that answer
// is in, or if it cannot be read, the phrase stands alone rather than guess.
export function useMeetingVenue(phrase: string): string {
  const t = useT(commonEn);
  const provider = usePublicConfig().data?.meetings?.provider;
  return provider ? t('common.meetingVia', { phrase, provider: MEETING_PROVIDER_NAMES[provider] }) : phrase;
}
