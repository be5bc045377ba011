import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAuth } from '@/lib/session/auth-context';

// One live stream per signed-in tab (docs/decisions/0059-live-updates.md),
// loaded on demand so a visitor's pages never download it.
export function LiveUpdates() {
  const userId = useAuth().user?.id;
  const queryClient = useQueryClient();

  useEffect(() => {
    if (userId === undefined) return;
    const started = import('@/lib/live/live-stream').then(({ startLiveStream }) => startLiveStream(queryClient));
    return () => void started.then((stop) => stop());
  }, [userId, queryClient]);

  return null;
}
