import { Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { PageSpinner } from '@/components/ui/spinner';
import * as Pages from './pages';
import { lazyPage } from './lazy-page';

// Every other address (the signed-in pages, the admin's, "not found"): their
// route table and guard are fetched when such an address is opened, so a
// visitor's first download of a public page does not carry them.
const SignedInRoutes = lazyPage(() => import('./signed-in-routes'), 'SignedInRoutes');

// The route table of docs/product/routes.md: here the public pages, the
// others in signed-in-routes.tsx.
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
        {/* The booking page handles "not signed in" itself (toast, then /auth). */}
        <Route path="/booking/:id">
          <Pages.BookingPage />
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
        <Route>
          <SignedInRoutes />
        </Route>
      </Switch>
    </Suspense>
  );
}
