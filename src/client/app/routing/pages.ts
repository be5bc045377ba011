// Every page is its own chunk, so the first visit only downloads the shell
// and the page being opened.
import { lazyPage } from './lazy-page';

export const LandingPage = lazyPage(() => import('@/features/marketing/pages/landing-page'), 'LandingPage');
export const AuthPage = lazyPage(() => import('@/features/auth/pages/auth-page'), 'AuthPage');
export const NotFoundPage = lazyPage(() => import('@/app/not-found-page'), 'NotFoundPage');

export const CoachesPage = lazyPage(() => import('@/features/coaches/pages/coaches-page'), 'CoachesPage');
export const CoachProfilePage = lazyPage(() => import('@/features/coaches/pages/coach-profile-page'), 'CoachProfilePage');
export const ProgramsPage = lazyPage(() => import('@/features/programs/pages/programs-page'), 'ProgramsPage');
export const ProgramPage = lazyPage(() => import('@/features/programs/pages/program-page'), 'ProgramPage');
export const BookingPage = lazyPage(() => import('@/features/bookings/pages/booking-page'), 'BookingPage');
export const ClientDashboardPage = lazyPage(() => import('@/features/bookings/pages/client-dashboard-page'), 'ClientDashboardPage');
export const JoinSessionPage = lazyPage(() => import('@/features/bookings/pages/join-session-page'), 'JoinSessionPage');

export const CoachDashboardPage = lazyPage(() => import('@/features/coach-dashboard/pages/coach-dashboard-page'), 'CoachDashboardPage');
export const EditCoachProfilePage = lazyPage(
  () => import('@/features/coach-dashboard/pages/edit-coach-profile-page'),
  'EditCoachProfilePage',
);
export const SessionNotesPage = lazyPage(() => import('@/features/coach-dashboard/pages/session-notes-page'), 'SessionNotesPage');
export const PayoutReturnPage = lazyPage(() => import('@/features/coach-dashboard/pages/payout-return-page'), 'PayoutReturnPage');
export const TestOnboardingPage = lazyPage(() => import('@/features/coach-dashboard/pages/test-onboarding-page'), 'TestOnboardingPage');
export const CoachHistoryPage = lazyPage(() => import('@/features/coach-dashboard/pages/coach-history-page'), 'CoachHistoryPage');

export const MessagesPage = lazyPage(() => import('@/features/messages/pages/messages-page'), 'MessagesPage');
export const NewConversationPage = lazyPage(() => import('@/features/messages/pages/new-conversation-page'), 'NewConversationPage');

export const AdminDashboardPage = lazyPage(() => import('@/features/admin/pages/admin-dashboard-page'), 'AdminDashboardPage');
export const AdminUserPage = lazyPage(() => import('@/features/admin/pages/admin-user-page'), 'AdminUserPage');
export const AdminBookingPage = lazyPage(() => import('@/features/admin/pages/admin-booking-page'), 'AdminBookingPage');

export const CoachOnboardingPage = lazyPage(() => import('@/features/onboarding/pages/coach-onboarding-page'), 'CoachOnboardingPage');
export const CoachRegisterPage = lazyPage(() => import('@/features/onboarding/pages/coach-register-page'), 'CoachRegisterPage');

export const GettingStartedPage = lazyPage(() => import('@/features/marketing/pages/getting-started-page'), 'GettingStartedPage');
export const HowItWorksPage = lazyPage(() => import('@/features/marketing/pages/how-it-works-page'), 'HowItWorksPage');
export const FoundingCoachesPage = lazyPage(() => import('@/features/marketing/pages/founding-coaches-page'), 'FoundingCoachesPage');

export const SettingsPage = lazyPage(() => import('@/features/settings/pages/settings-page'), 'SettingsPage');
export const LeaveReviewPage = lazyPage(() => import('@/features/reviews/pages/leave-review-page'), 'LeaveReviewPage');
