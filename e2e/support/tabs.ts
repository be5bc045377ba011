import { expect, type Page } from '@playwright/test';

// Server-rendered pages (a coach profile) answer a click on their tabs only
// once React has hydrated them; a click before that does nothing. The tab is
// clicked until it is the selected one. Harmless on pages rendered in the browser.
export async function selectTab(page: Page, name: string) {
  const tab = page.getByRole('tab', { name });
  await expect(async () => {
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true', { timeout: 1_000 });
  }).toPass();
}
