import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { images, users } from '../../db/schema.js';
import { callEndpoint, call, createTestApp, type TestApp } from '../../test-support/test-app.js';
import { signIn } from '../../test-support/sign-in.js';
import * as api from '../../../shared/api/api-routes.generated.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const dataUrl = (bytes: Buffer, type = 'image/jpeg') => `data:${type};base64,${bytes.toString('base64')}`;
const canvas = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: { r: 90, g: 140, b: 120 } } });

// A photo as a phone takes it: EXIF with the place it was taken.
async function jpegWithGps(width = 3000, height = 2000) {
  return canvas(width, height)
    .withExif({
      IFD0: { Make: 'PhoneCo', Model: 'Pocket 9' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 31/1 12/1', GPSLongitudeRef: 'E', GPSLongitude: '13/1 24/1 36/1' },
    })
    .jpeg()
    .toBuffer();
}

async function storedImage(url: string) {
  const response = await call(t.app, 'GET', url);
  expect(response.statusCode).toBe(200);
  return { type: response.headers['content-type'], bytes: response.rawPayload };
}

describe('POST /api/user/profile-image', () => {
  it('needs a signed-in user', async () => {
    expect(
      (await callEndpoint(t.app, api.uploadProfileImage, { body: { imageData: dataUrl(await canvas(10, 10).jpeg().toBuffer()) } }))
        .statusCode,
    ).toBe(401);
  });

  it('re-encodes a JPEG to at most 1024 px and strips every piece of metadata, GPS included', async () => {
    const original = await jpegWithGps();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const user = await signIn(t, { role: 'client' });
    const response = await callEndpoint(t.app, api.uploadProfileImage, { cookie: user.cookie, body: { imageData: dataUrl(original) } });
    expect(response.statusCode).toBe(200);
    const { profileImage } = response.json();
    expect(profileImage).toMatch(/^\/api\/images\/[0-9a-f-]{36}$/);

    const stored = await storedImage(profileImage);
    expect(stored.type).toBe('image/jpeg');
    const meta = await sharp(stored.bytes).metadata();
    expect(meta.format).toBe('jpeg');
    expect([meta.width, meta.height]).toEqual([1024, 683]);
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    const [row] = await t.database.db.select({ profileImage: users.profileImage }).from(users).where(eq(users.id, user.id));
    expect(row?.profileImage).toBe(profileImage);
  });

  it('applies the EXIF orientation before dropping it', async () => {
    // 200x100 stored sideways (orientation 6 = rotate 90° clockwise to view).
    const sideways = await canvas(200, 100).withMetadata({ orientation: 6 }).jpeg().toBuffer();
    const user = await signIn(t, { role: 'client' });
    const stored = await storedImage(
      (await callEndpoint(t.app, api.uploadProfileImage, { cookie: user.cookie, body: { imageData: dataUrl(sideways) } })).json()
        .profileImage,
    );
    const meta = await sharp(stored.bytes).metadata();
    expect([meta.width, meta.height]).toEqual([100, 200]);
    expect(meta.orientation).toBeUndefined();
  });

  it('keeps a PNG a PNG, even when the data URL calls it a JPEG, and does not enlarge small images', async () => {
    const png = await canvas(300, 200).png().toBuffer();
    const user = await signIn(t, { role: 'client' });
    const response = await callEndpoint(t.app, api.uploadProfileImage, {
      cookie: user.cookie,
      body: { imageData: dataUrl(png, 'image/jpeg') },
    });
    expect(response.statusCode).toBe(200);
    const stored = await storedImage(response.json().profileImage);
    expect(stored.type).toBe('image/png');
    const meta = await sharp(stored.bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 300, 200]);
  });

  it('refuses text disguised as a PNG, and other image types', async () => {
    const user = await signIn(t, { role: 'client' });
    for (const imageData of [
      dataUrl(Buffer.from('<svg onload="alert(1)"></svg> just text'), 'image/png'),
      dataUrl(await canvas(20, 20).webp().toBuffer(), 'image/png'),
      dataUrl(await canvas(20, 20).gif().toBuffer(), 'image/png'),
      'not a data url',
    ]) {
      const response = await callEndpoint(t.app, api.uploadProfileImage, { cookie: user.cookie, body: { imageData: imageData } });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Please upload a JPEG, JPG, or PNG image');
    }
  });

  it.each([5.5, 6])('refuses %s MB with 413', async (megabytes) => {
    const user = await signIn(t, { role: 'client' });
    const big = Buffer.alloc(megabytes * 1024 * 1024, 0);
    Buffer.from([0xff, 0xd8, 0xff, 0xe0]).copy(big);
    const response = await callEndpoint(t.app, api.uploadProfileImage, { cookie: user.cookie, body: { imageData: dataUrl(big) } });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('Image must be smaller than 5MB');
  });

  it('says so when a JPEG cannot be decoded', async () => {
    const user = await signIn(t, { role: 'client' });
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('garbage that is not a jpeg')]);
    const response = await callEndpoint(t.app, api.uploadProfileImage, { cookie: user.cookie, body: { imageData: dataUrl(broken) } });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('There was an error processing your image. Please try a different one.');
  });

  it('deletes the previous image on replace and on DELETE', async () => {
    const user = await signIn(t, { role: 'coach' });
    const jpeg = await canvas(50, 50).jpeg().toBuffer();
    const first = (await callEndpoint(t.app, api.uploadProfileImage, { cookie: user.cookie, body: { imageData: dataUrl(jpeg) } })).json()
      .profileImage;
    const second = (await callEndpoint(t.app, api.uploadProfileImage, { cookie: user.cookie, body: { imageData: dataUrl(jpeg) } })).json()
      .profileImage;
    expect(second).not.toBe(first);
    expect((await call(t.app, 'GET', first)).statusCode).toBe(404);
    expect((await call(t.app, 'GET', second)).statusCode).toBe(200);

    expect((await callEndpoint(t.app, api.deleteProfileImage)).statusCode).toBe(401);
    const removed = await callEndpoint(t.app, api.deleteProfileImage, { cookie: user.cookie });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ profileImage: null });
    expect((await call(t.app, 'GET', second)).statusCode).toBe(404);
    const left = await t.database.db.select({ id: images.id }).from(images).where(eq(images.ownerId, user.id));
    expect(left).toHaveLength(0);
  });

  it("never deletes another user's image", async () => {
    const owner = await signIn(t, { role: 'client' });
    const other = await signIn(t, { role: 'client' });
    const jpeg = await canvas(40, 40).jpeg().toBuffer();
    const ownersUrl = (
      await callEndpoint(t.app, api.uploadProfileImage, { cookie: owner.cookie, body: { imageData: dataUrl(jpeg) } })
    ).json().profileImage;
    // Point the other user at the owner's image, as a forged value would.
    await t.database.db.update(users).set({ profileImage: ownersUrl }).where(eq(users.id, other.id));
    await callEndpoint(t.app, api.deleteProfileImage, { cookie: other.cookie });
    expect((await call(t.app, 'GET', ownersUrl)).statusCode).toBe(200);
  });
});
