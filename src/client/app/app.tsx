import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Toaster } from '@/components/ui/toaster';
import { AuthProvider } from '@/features/auth/auth-provider';
import { AppLayout } from './layout/app-layout';
import { LiveUpdates } from './layout/live-updates';
import { AppRoutes } from './routing/app-routes';
import { ScrollManager } from './routing/scroll-manager';

// The browser passes its one query client; the server a new one per page it renders.
export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <ScrollManager />
        <LiveUpdates />
        <AppLayout>
          <AppRoutes />
        </AppLayout>
        <Toaster />
      </AuthProvider>
    </QueryClientProvider>
  );
}
