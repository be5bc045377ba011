import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Suspense } from 'react';
import { Toaster } from '@/components/ui/toaster';
import { AuthProvider } from '@/features/auth/auth-provider';
import { AppLayout } from './layout/app-layout';
import { AccountLanguage, LiveUpdates } from './layout/signed-in-parts';
import { useAuth } from '@/lib/session/auth-context';
import { AppRoutes } from './routing/app-routes';
import { ScrollManager } from './routing/scroll-manager';

// The browser passes its one query client; the server a new one per page it renders.
export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <ScrollManager />
        <SignedInLiveUpdates />
        <AppLayout>
          <AppRoutes />
        </AppLayout>
        <Toaster />
      </AuthProvider>
    </QueryClientProvider>
  );
}

// The live stream's code and the switch to the account's language are fetched only once someone is signed in.

function SignedInLiveUpdates() {
  return useAuth().user ? (
    <Suspense fallback={null}>
      <LiveUpdates />
      <AccountLanguage />
    </Suspense>
  ) : null;
}
