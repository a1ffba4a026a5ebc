import assert from 'node:assert/strict';
import { solidPng } from '../../sandbox/src/catalogue/files';
import type { Journey } from '../run';
import { guardPage, SELLER_EMAIL, SELLER_PASSWORD, signIn } from './common';

const FILE_NAME = 'journey-swatch.png';

/**
 * A seller uploads an image on the Files page, makes it a product's main image from the product's
 * edit page, and sees it as the product's thumbnail in the product list, loaded from the gateway.
 */
export const filesJourney: Journey = async ({ browser, product, screenshot }) => {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const problems = guardPage(page, product.url);

  await page.goto(`${product.url}/files`);
  await page.waitForURL(/\/sign-in/);
  await signIn(page, SELLER_EMAIL, SELLER_PASSWORD);
  await page.waitForURL(/\/files/);
  const files = page.getByRole('table', { name: 'Files' });
  // The seeded images are listed with their thumbnails.
  await files.getByRole('img', { name: 'red.png' }).waitFor();

  // Upload through the Blueprint FileInput.
  await page.getByLabel('Upload file').setInputFiles({
    name: FILE_NAME,
    mimeType: 'image/png',
    buffer: solidPng(48, 48, [20, 140, 200]),
  });
  await page.getByText(`Uploaded ${FILE_NAME}`).waitFor();
  await files.getByRole('img', { name: FILE_NAME }).waitFor();

  // Open the first product and choose the new image as its main image.
  await page.goto(`${product.url}/products`);
  const products = page.getByRole('table', { name: 'Products' });
  const firstLink = products.getByRole('row').nth(1).getByRole('link').first();
  const productName = (await firstLink.textContent()) ?? '';
  await firstLink.click();
  await page.getByRole('heading', { name: productName }).waitFor();
  const section = page.getByRole('region', { name: 'Main image' });
  await section.getByRole('button', { name: 'Choose image' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose main image' });
  await dialog.getByLabel('Image name contains').fill('journey');
  await dialog.getByRole('listitem', { name: `Choose ${FILE_NAME}` }).click();
  await page.getByText('Main image set').waitFor();
  await section.getByRole('img', { name: FILE_NAME }).waitFor();

  // The product list shows it as the product's thumbnail, actually loaded (not a broken image).
  await page.goto(`${product.url}/products`);
  const row = page.getByRole('table', { name: 'Products' }).getByRole('row').filter({ hasText: productName });
  const thumbnail = row.getByRole('img', { name: FILE_NAME });
  await thumbnail.waitFor();
  await page.waitForFunction((name) => {
    const image = document.querySelector<HTMLImageElement>(`img[alt="${name}"]`);
    return image !== null && image.complete && image.naturalWidth === 48;
  }, FILE_NAME);
  await page.screenshot({ path: screenshot('product-thumbnails.png'), fullPage: true });

  assert.deepEqual(problems, []);
  await context.close();
};
