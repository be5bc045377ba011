// Every page is its own chunk, so the first visit only downloads the shell
// and the page being opened. The public pages; the others are in
// signed-in-pages.ts, which only the signed-in route table loads.
import { lazyPage } from './lazy-page';

export const LandingPage = lazyPage(() => import('@/features/marketing/pages/landing-page'), 'LandingPage');
export const AuthPage = lazyPage(() => import('@/features/auth/pages/auth-page'), 'AuthPage');
export const CoachesPage = lazyPage(() => import('@/features/coaches/pages/coaches-page'), 'CoachesPage');
export const CoachProfilePage = lazyPage(() => import('@/features/coaches/pages/coach-profile-page'), 'CoachProfilePage');
export const ProgramsPage = lazyPage(() => import('@/features/programs/pages/programs-page'), 'ProgramsPage');
export const ProgramPage = lazyPage(() => import('@/features/programs/pages/program-page'), 'ProgramPage');
export const BookingPage = lazyPage(() => import('@/features/bookings/pages/booking-page'), 'BookingPage');
export const CoachOnboardingPage = lazyPage(() => import('@/features/onboarding/pages/coach-onboarding-page'), 'CoachOnboardingPage');
export const CoachRegisterPage = lazyPage(() => import('@/features/onboarding/pages/coach-register-page'), 'CoachRegisterPage');
export const GettingStartedPage = lazyPage(() => import('@/features/marketing/pages/getting-started-page'), 'GettingStartedPage');
export const HowItWorksPage = lazyPage(() => import('@/features/marketing/pages/how-it-works-page'), 'HowItWorksPage');
export const FoundingCoachesPage = lazyPage(() => import('@/features/marketing/pages/founding-coaches-page'), 'FoundingCoachesPage');
