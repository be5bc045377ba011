// Helpers for the coach onboarding journeys.
import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';

export const VALID_BIO =
  'I have guided people through mindfulness and meditation practice for twelve years. ' +
  'My sessions combine breath work, body scans and gentle inquiry, so clients learn to meet stress with curiosity. ' +
  'I work with busy professionals, new parents and anyone who wants a steadier, kinder relationship with their mind.';

// A real JPEG drawn on a canvas in the page: large enough that the picker
// resizes it (so it is "Optimized"), with no file committed to the repository.
export async function jpegFixture(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 1600;
    canvas.height = 1200;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    const gradient = context.createLinearGradient(0, 0, 1600, 1200);
    gradient.addColorStop(0, '#4f46e5');
    gradient.addColorStop(1, '#14b8a6');
    context.fillStyle = gradient;
    context.fillRect(0, 0, 1600, 1200);
    for (let i = 0; i < 400; i += 1) {
      context.fillStyle = `hsl(${(i * 37) % 360} 70% 60%)`;
      context.beginPath();
      context.arc((i * 97) % 1600, (i * 53) % 1200, 10 + (i % 40), 0, Math.PI * 2);
      context.fill();
    }
    return canvas.toDataURL('image/jpeg', 0.98).split(',')[1] ?? '';
  });
  return Buffer.from(base64, 'base64');
}

// Fills the details form with valid values (defaults for days and times).
export async function fillValidDetails(page: Page, options: { photo?: Buffer } = {}) {
  await page.getByLabel('Hourly rate (USD)').fill('75');
  await page.getByLabel('Session length (minutes)').fill('45');
  await page.getByLabel('Certifications').fill('MBSR Teacher Certification');
  await page.getByLabel('About you').fill(VALID_BIO);
  if (options.photo) {
    await page.getByLabel('Profile photo').setInputFiles({ name: 'portrait.jpg', mimeType: 'image/jpeg', buffer: options.photo });
    await expect(page.getByRole('img', { name: 'Profile photo preview' })).toBeVisible();
  }
  await page.getByLabel('I agree to the terms and conditions').check();
}
