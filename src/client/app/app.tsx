import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Toaster } from '@/components/ui/toaster';
import { AuthProvider } from '@/features/auth/auth-provider';
import { AppLayout } from './layout/app-layout';
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

// The live stream's code is fetched only once someone is signed in, so a
// visitor's first download does not carry it (docs/decisions/0059-live-updates.md).
const LiveUpdates = lazy(() => import('./layout/live-updates').then(({ LiveUpdates }) => ({ default: LiveUpdates })));
// Likewise the switch to the account's language after sign-in (account-language.tsx).
const AccountLanguage = lazy(() => import('./layout/account-language').then(({ AccountLanguage }) => ({ default: AccountLanguage })));

function SignedInLiveUpdates() {
  return useAuth().user ? (
    <Suspense fallback={null}>
      <LiveUpdates />
      <AccountLanguage />
    </Suspense>
  ) : null;
}
