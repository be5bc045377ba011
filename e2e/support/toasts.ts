import type { Locator, Page } from '@playwright/test';

// Radix renders each toast as an <li> inside the "Notifications" region.
export function toastWithTitle(page: Page, title: string): Locator {
  return page
    .getByRole('region', { name: /Notifications/ })
    .getByRole('listitem')
    .filter({ hasText: title });
}
