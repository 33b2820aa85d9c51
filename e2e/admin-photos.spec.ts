import { expect, fileActors, fileTag, test, type Page } from './support/fixtures';
import mongoose from 'mongoose';
import sharp from 'sharp';
import { fieldMessages, adminToasts } from '../lib/texts';
import { PHOTO_TYPES, TEXT_FILE, makePhoto, type PhotoKind } from '../test/photos';
import { createAccount, signIn } from './support/accounts';
import { testDb, uniqueIp } from './support/database';
import { insertTool } from './support/records';
import { addToolThroughApi, expectToast, openManageTools } from './support/dashboard';

// Product photos (docs/admin.md, "Product photos"): uploaded on Add Tool and Edit Tool, checked by their content,
// served from /media/{id} through the image optimiser at the size each page asks for.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': uniqueIp() } });
// Uploads are counted in the shared database, so this file's tests run one after another (no other file uploads).
// Decoding, re-encoding and resizing 1600 x 1200 photos takes seconds on a busy machine: a longer time limit.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

const tag = fileTag();
const { apiAdmin, apiCustomer } = fileActors(tag, { apiAdmin: ['photographer', 'admin'], apiCustomer: ['onlooker'] });

/** Every stored upload: the records and GridFS's files (the test server keeps photos in GridFS). */
async function storedUploads() {
  const db = await testDb();
  return { records: await db.collection('imagefiles').countDocuments(), files: await db.collection('images.files').countDocuments() };
}

async function signInAsAdmin(page: Page) {
  const admin = await createAccount({ name: 'Photo Admin', role: 'admin' });
  await signIn(page, admin);
  return admin;
}

async function fillTool(page: Page, name: string) {
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Description', { exact: true }).fill('Photographed in the Tejgaon workshop.');
  await page.getByLabel('Price (BDT)').fill('1450');
  await page.getByLabel('Minimum order quantity').fill('2');
  await page.getByLabel('Stock').fill('35');
}

function photoFile(kind: PhotoKind, bytes: Buffer, name = `trowel.${kind === 'jpeg' ? 'jpg' : kind}`) {
  return { name, mimeType: PHOTO_TYPES[kind], buffer: bytes };
}

/**
 * The tool's public page shows the photo through the optimiser: the srcset offers resized copies of /media/{id},
 * `sizes` says how wide it is drawn, and the browser loads a copy as wide as that (600 px on this 1280 px desktop,
 * so the 640 px copy), not the 1600 px original.
 */
async function expectPhotoOnToolPage(page: Page, toolId: string, toolName: string, kind: PhotoKind) {
  await page.goto(`/tools/${toolId}`);
  const image = page.getByRole('img', { name: toolName, exact: true });
  const src = await image.getAttribute('src');
  const mediaPath = decodeURIComponent(/url=([^&]+)/.exec(src ?? '')?.[1] ?? '');
  expect(mediaPath, `src ${src}`).toMatch(/^\/media\/[0-9a-f]{24}$/);
  await expect(image).toHaveAttribute('sizes', '(min-width: 1280px) 600px, (min-width: 1024px) 50vw, 100vw');
  await expect(image).toHaveAttribute('srcset', /\/_next\/image\?url=%2Fmedia%2F[0-9a-f]{24}&w=640&q=75 640w/);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.currentSrc)).toContain('w=640');
  const loaded = await page.request.get(await image.evaluate((img: HTMLImageElement) => img.currentSrc));
  expect(loaded.status()).toBe(200);
  expect((await sharp(await loaded.body()).metadata()).width).toBe(640);

  // The original itself: its stored type, cached for a year, never sniffed.
  const original = await page.request.get(mediaPath);
  expect(original.status()).toBe(200);
  expect(original.headers()).toMatchObject({
    'content-type': PHOTO_TYPES[kind],
    'cache-control': 'public, max-age=31536000, immutable',
    'x-content-type-options': 'nosniff',
  });
  const { width, height, format } = await sharp(await original.body()).metadata();
  expect({ width, height, format }).toEqual({ width: 1600, height: 1200, format: kind });
  return mediaPath;
}

test('Add Tool with a JPEG photo: the tool page shows it at the size it is drawn', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/dashboard/addproduct');
  const name = `Photo Trowel ${tag}`;
  await fillTool(page, name);
  await page.getByLabel('Or upload a photo').setInputFiles(photoFile('jpeg', await makePhoto('jpeg', 1600, 1200)));
  await page.getByRole('button', { name: 'Add Tool' }).click();
  await expectToast(page, adminToasts.toolAdded);
  const tool = await (await testDb()).collection('tools').findOne({ name });
  expect(tool?.img).toMatch(/^\/media\/[0-9a-f]{24}$/);
  expect(await expectPhotoOnToolPage(page, tool!._id.toHexString(), name, 'jpeg')).toBe(tool!.img);
});

test('Edit Tool replaces the photo with a PNG, and the old file is gone', async ({ page }) => {
  const tool = await addToolThroughApi(apiAdmin, tag);
  const first = await apiAdmin.session.put(`/api/tools/${tool.id}/image`, { data: await makePhoto('webp', 400, 300) });
  expect(first.status(), await first.text()).toBe(200);
  const oldImage = ((await first.json()) as { tool: { img: string } }).tool.img;

  await signInAsAdmin(page);
  await openManageTools(page, tool.name);
  await page.getByRole('link', { name: `Edit Tool: ${tool.name}` }).click();
  await expect(page).toHaveURL(`/dashboard/manageproduct/${tool.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Tool' })).toBeVisible();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(tool.name);
  await expect(page.getByLabel('Image URL')).toHaveValue(oldImage);
  await page.getByLabel('Stock').fill('77');
  await page.getByLabel('Or upload a photo').setInputFiles(photoFile('png', await makePhoto('png', 1600, 1200)));
  await page.getByRole('button', { name: 'Save Tool' }).click();
  await expectToast(page, adminToasts.toolUpdated);

  const saved = await (await testDb()).collection('tools').findOne({ _id: new mongoose.Types.ObjectId(tool.id) });
  expect(saved).toMatchObject({ stock: 77, name: tool.name });
  expect(saved?.img).not.toBe(oldImage);
  await expect(page.getByLabel('Image URL')).toHaveValue(saved!.img);
  expect((await page.request.get(oldImage)).status()).toBe(404);
  await expectPhotoOnToolPage(page, tool.id, tool.name, 'png');
});

test('a WebP photo through the API shows on the tool page too', async ({ page }) => {
  const tool = await addToolThroughApi(apiAdmin, tag);
  const answer = await apiAdmin.session.put(`/api/tools/${tool.id}/image`, {
    data: await makePhoto('webp', 1600, 1200),
    headers: { 'content-type': 'image/webp' },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  await expectPhotoOnToolPage(page, tool.id, tool.name, 'webp');
});

test('a text file renamed .jpg is refused with a clear message, and nothing is stored', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/dashboard/addproduct');
  const name = `Not A Photo ${tag}`;
  await fillTool(page, name);
  const before = await storedUploads();
  // The browser calls it image/jpeg by its name; the server reads what it is.
  await page.getByLabel('Or upload a photo').setInputFiles(photoFile('jpeg', TEXT_FILE, 'price-list.jpg'));
  await page.getByRole('button', { name: 'Add Tool' }).click();
  await expect(page.getByTestId('tool-photo-error')).toHaveText(fieldMessages.photoNotImage);
  await expect(page.getByLabel('Or upload a photo')).toHaveAttribute('aria-invalid', 'true');
  expect(await (await testDb()).collection('tools').countDocuments({ name })).toBe(0);
  expect(await storedUploads()).toEqual(before);

  // Over 5 MB the browser answers at once, before anything is sent.
  const big = Buffer.alloc(5 * 1024 * 1024 + 1);
  big.set([0xff, 0xd8, 0xff]);
  await page.getByLabel('Or upload a photo').setInputFiles(photoFile('jpeg', big, 'huge.jpg'));
  const posts: string[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'POST') posts.push(sent.url());
  });
  await page.getByRole('button', { name: 'Add Tool' }).click();
  await expect(page.getByTestId('tool-photo-error')).toHaveText(fieldMessages.photoTooLarge);
  expect(posts).toEqual([]);
  expect(await storedUploads()).toEqual(before);
});

test('the API refuses a bad file (400), a customer (403), nobody (401) and more than 5 MB (413), storing nothing', async ({ request }) => {
  const tool = await insertTool(tag);
  const path = `/api/tools/${tool._id.toHexString()}/image`;
  const before = await storedUploads();
  const jpeg = await makePhoto('jpeg', 200, 150);

  const text = await apiAdmin.session.put(path, { data: TEXT_FILE, headers: { 'content-type': 'image/jpeg' } });
  expect(text.status()).toBe(400);
  expect(await text.json()).toEqual({ error: fieldMessages.photoNotImage, fields: { photo: [fieldMessages.photoNotImage] } });
  expect((await request.put(path, { data: jpeg, headers: apiCustomer.bearer })).status()).toBe(403);
  expect((await apiCustomer.session.put(path, { data: jpeg })).status()).toBe(403);
  expect((await request.put(path, { data: jpeg })).status()).toBe(401);
  const big = Buffer.concat([jpeg, Buffer.alloc(5 * 1024 * 1024)]);
  expect((await apiAdmin.session.put(path, { data: big })).status()).toBe(413);
  expect(await storedUploads()).toEqual(before);
  expect((await (await testDb()).collection('tools').findOne({ _id: tool._id }))?.img).toBe('/images/tools/notched-trowel.svg');
});

test('a customer who opens Edit Tool is signed out and sent to /login', async ({ page, signedIn }) => {
  const tool = await insertTool(tag);
  await signedIn({ name: 'Nosy Customer' });
  const path = `/dashboard/manageproduct/${tool._id.toHexString()}`;
  await page.goto(path);
  await expect(page).toHaveURL(`/login?from=${encodeURIComponent(path)}`);
  expect((await page.context().cookies()).filter((cookie) => cookie.name.includes('session-token'))).toEqual([]);
});
