// Whether React adopted the server's HTML (hydration) or drew the page again:
// the page's first heading as the HTML parser made it is kept before any
// script runs, and compared with the one on screen later.
import type { Page } from '@playwright/test';

type Kept = { __parsedHeading?: Element };

export async function keepParsedHeading(page: Page) {
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      const heading = document.querySelector('main h1');
      if (!heading) return;
      (window as unknown as Kept).__parsedHeading = heading;
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
}

export async function headingIsTheParsedOne(page: Page): Promise<boolean> {
  return page.evaluate(() => document.querySelector('main h1') === (window as unknown as Kept).__parsedHeading);
}
