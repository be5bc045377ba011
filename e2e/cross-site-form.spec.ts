// A page on another site posts a plain HTML form at Stillpoint while the user
// is signed in: the browser sends it (forms need no CORS), the server refuses
// it with 403 and the user stays signed in.
import { expect, test } from '@playwright/test';
import { newUser, signInAs } from './support/users';

const EVIL_PAGE = 'http://evil.example/forged.html';

test('a cross-site form post is refused with 403 and changes nothing', async ({ page, baseURL }) => {
  await signInAs(page, newUser('client'));
  const target = new URL('/api/logout', baseURL).toString();
  // The network is closed, so the foreign site is served by the test itself.
  await page.route(EVIL_PAGE, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<form id="f" method="post" action="${target}" enctype="text/plain"><input name="x" value="1"></form>`,
    }),
  );
  await page.goto(EVIL_PAGE);
  const [response] = await Promise.all([
    page.waitForResponse(target),
    page.locator('#f').evaluate((form: HTMLFormElement) => form.submit()),
  ]);
  expect(response.status()).toBe(403);

  const me = await page.request.get('/api/user');
  expect(me.status()).toBe(200);
});
