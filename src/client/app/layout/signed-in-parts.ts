// The parts of the page frame only a signed-in person sees, each its own chunk
// so a visitor's first download lacks them (docs/decisions/0037-lighter-landing-page.md,
// docs/decisions/0059-live-updates.md). A signed-in page the server draws
// (docs/decisions/0085-signed-in-page-data.md) loads them before it renders,
// on the server and in the browser, so both draw the same header at once.
import { lazyPage } from '../routing/lazy-page';

// The dropdown (Radix + positioning).
export const UserMenu = lazyPage(() => import('./user-menu'), 'UserMenu');
// The messages icon with its unread count (clients and coaches).
export const MessagesLink = lazyPage(() => import('./messages-link'), 'MessagesLink');
// The live stream.
export const LiveUpdates = lazyPage(() => import('./live-updates'), 'LiveUpdates');
// The switch to the account's language after sign-in (account-language.tsx).
export const AccountLanguage = lazyPage(() => import('./account-language'), 'AccountLanguage');

export async function preloadSignedInParts(): Promise<void> {
  await Promise.all([UserMenu, MessagesLink, LiveUpdates, AccountLanguage].map((part) => part.preload()));
}
