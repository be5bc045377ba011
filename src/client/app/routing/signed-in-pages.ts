// The pages of signed-in-routes.tsx, each its own chunk (as in pages.ts).
import { lazyPage } from './lazy-page';

export const NotFoundPage = lazyPage(() => import('@/app/not-found-page'), 'NotFoundPage');
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
export const SettingsPage = lazyPage(() => import('@/features/settings/pages/settings-page'), 'SettingsPage');
export const LeaveReviewPage = lazyPage(() => import('@/features/reviews/pages/leave-review-page'), 'LeaveReviewPage');
