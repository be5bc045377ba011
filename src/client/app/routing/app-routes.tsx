import { Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { PageSpinner } from '@/components/ui/spinner';
import * as Pages from './pages';
import { ProtectedRoute } from './protected-route';

const ADMIN = ['admin'] as const;
const COACH = ['coach'] as const;
const PARTIES = ['client', 'coach'] as const;

// The route table of docs/product/routes.md, including the pages that are
// otherwise only link targets (settings, join, notes, review, history, admin details).
export function AppRoutes() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Switch>
        <Route path="/">
          <Pages.LandingPage />
        </Route>
        <Route path="/auth">
          <Pages.AuthPage />
        </Route>
        <Route path="/coaches">
          <Pages.CoachesPage />
        </Route>
        <Route path="/coaches/:id">
          <Pages.CoachProfilePage />
        </Route>
        <Route path="/programs">
          <Pages.ProgramsPage />
        </Route>
        <Route path="/programs/:id">
          <Pages.ProgramPage />
        </Route>
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
        {/* The booking page handles "not signed in" itself (toast, then /auth). */}
        <Route path="/booking/:id">
          <Pages.BookingPage />
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

        {/* Plan and register are public. The onboarding page guards the other
            steps itself: visitors sign in with returnTo pointing at the details
            step, non-coaches go to /, unknown steps go to the plan step. */}
        <Route path="/coach-onboarding/register">
          <Pages.CoachRegisterPage />
        </Route>
        <Route path="/coach-onboarding/:step?">
          <Pages.CoachOnboardingPage />
        </Route>

        <Route path="/getting-started">
          <Pages.GettingStartedPage />
        </Route>
        <Route path="/how-it-works">
          <Pages.HowItWorksPage />
        </Route>
        <Route path="/founding-coaches">
          <Pages.FoundingCoachesPage />
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
    </Suspense>
  );
}
