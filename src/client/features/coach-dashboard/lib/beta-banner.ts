// The dismissal is kept under this key; 'true' hides the banner (docs/product/coach-dashboard.md#beta-banner).
export const BETA_BANNER_KEY = 'betaBannerDismissed';

export function isBetaBannerDismissed(): boolean {
  try {
    return window.localStorage.getItem(BETA_BANNER_KEY) === 'true';
  } catch {
    return false;
  }
}

export function dismissBetaBanner(): void {
  try {
    window.localStorage.setItem(BETA_BANNER_KEY, 'true');
  } catch {
    // Storage may be blocked (private mode); the banner then just hides for this visit.
  }
}
