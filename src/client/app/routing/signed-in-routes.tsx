import { Route, Switch } from 'wouter';
import * as Pages from './signed-in-pages';
import { SignedInCatalog } from '@/lib/i18n/signed-in-catalog';
import { ProtectedRoute } from './protected-route';

const ADMIN = ['admin'] as const;
const COACH = ['coach'] as const;
const PARTIES = ['client', 'coach'] as const;

// The rest of the route table of docs/product/routes.md (app-routes.tsx has
// the public pages), including the pages that are otherwise only link
// targets (settings, join, notes, review, history, admin details). Rendered
// inside app-routes.tsx's Suspense, for any address the public table lacks.
export function SignedInRoutes() {
  return (
    <SignedInCatalog>
      <Switch>
        <Route path="/booking/join/:bookingId">
          <ProtectedRoute>
            <Pages.JoinSessionPage />
          </ProtectedRoute>
        </Route>
        <Route path="/booking/notes/:id">
          <ProtectedRoute>
            <Pages.SessionNotesPage />
          </ProtectedRoute>
        </Route>

        <Route path="/user-dashboard">
          <ProtectedRoute>
            <Pages.ClientDashboardPage />
          </ProtectedRoute>
        </Route>
        <Route path="/dashboard/client">
          <ProtectedRoute>
            <Pages.ClientDashboardPage />
          </ProtectedRoute>
        </Route>
        <Route path="/dashboard/coach">
          <ProtectedRoute>
            <Pages.CoachDashboardPage />
          </ProtectedRoute>
        </Route>
        <Route path="/coach-dashboard">
          <ProtectedRoute>
            <Pages.CoachDashboardPage />
          </ProtectedRoute>
        </Route>
        <Route path="/coach/history">
          <ProtectedRoute>
            <Pages.CoachHistoryPage />
          </ProtectedRoute>
        </Route>
        <Route path="/coach/payouts/return">
          <ProtectedRoute roles={COACH}>
            <Pages.PayoutReturnPage />
          </ProtectedRoute>
        </Route>
        <Route path="/coach/payouts/refresh">
          <ProtectedRoute roles={COACH}>
            <Pages.PayoutReturnPage />
          </ProtectedRoute>
        </Route>
        <Route path="/payouts/test-onboarding/:token">
          <ProtectedRoute roles={COACH}>
            <Pages.TestOnboardingPage />
          </ProtectedRoute>
        </Route>
        <Route path="/coach/profile/edit">
          <ProtectedRoute roles={COACH}>
            <Pages.EditCoachProfilePage />
          </ProtectedRoute>
        </Route>

        {/* docs/product/messages.md; a visitor signs in and comes back (the coach's "Message" button). */}
        <Route path="/messages/new">
          <ProtectedRoute roles={PARTIES}>
            <Pages.NewConversationPage />
          </ProtectedRoute>
        </Route>
        <Route path="/messages/:id?">
          <ProtectedRoute roles={PARTIES}>
            <Pages.MessagesPage />
          </ProtectedRoute>
        </Route>

        <Route path="/dashboard/admin">
          <ProtectedRoute roles={ADMIN}>
            <Pages.AdminDashboardPage />
          </ProtectedRoute>
        </Route>
        <Route path="/admin/users/:id">
          <ProtectedRoute roles={ADMIN}>
            <Pages.AdminUserPage />
          </ProtectedRoute>
        </Route>
        <Route path="/admin/bookings/:id">
          <ProtectedRoute roles={ADMIN}>
            <Pages.AdminBookingPage />
          </ProtectedRoute>
        </Route>
        <Route path="/settings">
          <ProtectedRoute>
            <Pages.SettingsPage />
          </ProtectedRoute>
        </Route>
        <Route path="/review/:bookingId">
          <ProtectedRoute>
            <Pages.LeaveReviewPage />
          </ProtectedRoute>
        </Route>
        <Route>
          <Pages.NotFoundPage />
        </Route>
      </Switch>
    </SignedInCatalog>
  );
}
