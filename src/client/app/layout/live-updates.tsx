import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAuth } from '@/lib/session/auth-context';

// One live stream per signed-in tab (docs/decisions/0059-live-updates.md),
// loaded on demand so a visitor's pages never download it.
export function LiveUpdates() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const userId = user?.id;

  useEffect(() => {
    if (userId === undefined || typeof EventSource === 'undefined') return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import('@/lib/live/live-stream').then(({ startLiveStream }) => {
      if (!cancelled) stop = startLiveStream(queryClient);
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [userId, queryClient]);

  return null;
}
