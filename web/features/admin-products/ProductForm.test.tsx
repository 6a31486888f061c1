import { Notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi, type ApiRoutes, type ApiStub } from '#web/test/api-stub.ts';
import { render } from '#web/test/render.tsx';
import { uploadImages } from '#web/features/admin-uploads/upload-images.ts';
import type { Product } from '#schema/products-api.ts';
import { product } from '#testing/factories.ts';
import { ProductForm } from './ProductForm.tsx';

// The shared uploader (Uppy) has its own tests; here it reports progress and answers with an object path.
vi.mock('#web/features/admin-uploads/upload-images.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('#web/features/admin-uploads/upload-images.ts')>()),
  uploadImages: vi.fn(),
}));

const existing = product({
  id: 9,
  name: 'Moss Agate',
  description: 'Green dendritic agate.',
  price: 1850,
  imageUrl: '/objects/seed/moss-agate.svg',
  category: 'healing',
  stock: 4,
});

/** The Worker saving whatever it is sent, or answering every write with `refused`. */
const serve = (refused?: Response) => {
  const answer: ApiRoutes[keyof ApiRoutes] = ({ body, method }) =>
    refused ?? json({ id: 77, ...(body as object) }, method === 'POST' ? 201 : 200);
  return stubApi({ 'POST /api/products': answer, 'PATCH /api/products/:id': answer });
};
let api: ApiStub;
beforeEach(() => {
  api = serve();
});
afterEach(() => vi.mocked(uploadImages).mockReset());
const writes = () => api.requests.filter((request) => request.method !== 'GET');

function renderForm(product?: Product) {
  const onDone = vi.fn();
  const user = userEvent.setup();
  const view = render(
    <>
      <Notifications limit={1} />
      <ProductForm product={product} onDone={onDone} />
    </>,
  );
  return { ...view, user, onDone };
}

const imageInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
const sentBody = (call = 0) => writes()[call]?.body as Record<string, unknown>;

async function fillNewProduct(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByLabelText(/^Name/));
  await user.paste('Blue Lace Agate');
  await user.click(screen.getByLabelText(/^Description/));
  await user.paste('Soft banded blue agate.');
  await user.type(screen.getByLabelText(/^Price/), '24.99');
  await user.click(screen.getByLabelText(/^Category/, { selector: 'input' }));
  // Mantine's dropdown is still in its opening transition under happy-dom, hence `hidden`.
  await user.click(await screen.findByRole('option', { name: 'Birthstones', hidden: true }));
}

describe('ProductForm', () => {
  it("refuses to add a product without an uploaded image: 'Please upload an image for the product'", async () => {
    const { user, onDone } = renderForm();
    await fillNewProduct(user);
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    expect(await screen.findByText('Please upload an image for the product')).toBeTruthy();
    expect(writes()).toEqual([]);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('lists every missing field, and puts the focus on the first', async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    for (const text of [
      'Please enter a name (up to 120 characters)',
      'Please enter a description (up to 2000 characters)',
      'Please enter a price from 0 to 999.99',
      'Please choose a category',
    ]) {
      expect(await screen.findByText(text)).toBeTruthy();
    }
    expect(document.activeElement).toBe(screen.getByLabelText(/^Name/));
  });

  it('uploads the image with progress, then posts the product with the price in cents', async () => {
    let finish: () => void = () => undefined;
    vi.mocked(uploadImages).mockImplementation(
      (files, options) =>
        new Promise((resolve) => {
          options.onProgress?.(files[0]!.name, 40, files[0]!);
          finish = () => resolve([{ file: files[0]!, objectPath: '/objects/uploads/fresh.png' }]);
        }),
    );
    const { user, onDone } = renderForm();
    await fillNewProduct(user);
    await user.upload(imageInput(), new File(['png'], 'agate.png', { type: 'image/png' }));

    // The file's name in its own direction within the sentence (schema/bidi.ts isolate).
    expect(await screen.findByText('Uploading \u2068agate.png\u2069: 40%')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add Product' }).hasAttribute('disabled')).toBe(true);
    expect(vi.mocked(uploadImages).mock.calls[0]?.[1]).toMatchObject({ purpose: 'product', maxFiles: 1, maxFileSize: 10485760 });
    finish();
    await screen.findByTestId('product-image-preview');

    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(writes().map((request) => `${request.method} ${request.path}`)).toEqual(['POST /api/products']);
    expect(sentBody()).toEqual({
      name: 'Blue Lace Agate',
      description: 'Soft banded blue agate.',
      price: 2499,
      category: 'birthstone',
      stock: 1,
      treatmentCode: 'unknown',
      originCode: 'unknown',
      certified: false,
      imageUrl: '/objects/uploads/fresh.png',
    });
  });

  it('explains why a dropped file was refused and does not upload it', async () => {
    renderForm();
    const tooBig = new File(['x'], 'huge.png', { type: 'image/png' });
    Object.defineProperty(tooBig, 'size', { value: 10485761 });
    fireEvent.change(imageInput(), { target: { files: [tooBig] } });
    expect(await screen.findByText('huge.png is larger than 10 MB.')).toBeTruthy();

    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    fireEvent.change(imageInput(), { target: { files: [text] } });
    expect(await screen.findByText('notes.txt is not an image (PNG, JPEG, WebP, GIF or AVIF).')).toBeTruthy();
    expect(uploadImages).not.toHaveBeenCalled();
  });

  it('edits without a new image and sends only the field the admin changed', async () => {
    const { user, onDone } = renderForm(existing);
    const price = screen.getByLabelText(/^Price/);
    await user.clear(price);
    await user.type(price, '21.5');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(writes().map((request) => `${request.method} ${request.path}`)).toEqual(['PATCH /api/products/9']);
    expect(sentBody()).toEqual({ price: 2150 });
  });

  it('sends a changed stock with the stock it read, and tells the admin to reload when the Worker says it moved', async () => {
    api = serve(json({ error: 'The stock changed', code: 'stock_changed' }, 409));
    const { user, onDone } = renderForm(existing);
    const stock = screen.getByLabelText(/^Stock/);
    await user.clear(stock);
    await user.type(stock, '6');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect((await screen.findAllByText(/Reload the product list and make your change again/)).length).toBeGreaterThan(0);
    expect(sentBody()).toEqual({ stock: 6, expectedStock: 4 });
    expect(onDone).not.toHaveBeenCalled();
  });

  it.each(['2.5', '-4'])('keeps a stock typed as %s as typed and refuses it with a message, sending nothing', async (typed) => {
    const { user, onDone } = renderForm(existing);
    const stock = screen.getByLabelText(/^Stock/) as HTMLInputElement;
    await user.clear(stock);
    await user.type(stock, typed);
    await user.tab();
    expect(stock.value).toBe(typed);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Please enter a whole number of units, 0 or more')).toBeTruthy();
    expect(writes()).toEqual([]);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('closes without a request when nothing changed', async () => {
    const { user, onDone } = renderForm(existing);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(writes()).toEqual([]);
  });

  it('rounds a price typed with a third decimal to the nearest cent (12.345 is 1235 cents), and shows it rounded', async () => {
    const { user, onDone } = renderForm(existing);
    const price = screen.getByLabelText(/^Price/);
    await user.clear(price);
    await user.type(price, '12.345');
    await user.tab();
    expect((price as HTMLInputElement).value).toBe('$12.35');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(sentBody()).toMatchObject({ price: 1235 });
  });

  it('replaces the whole price when the admin selects it and types a new one (focus does not reformat it)', async () => {
    const { user, onDone } = renderForm(existing);
    const price = screen.getByLabelText(/^Price/) as HTMLInputElement;
    await user.click(price);
    price.setSelectionRange(0, price.value.length);
    await user.keyboard('25.5');
    await user.tab();
    expect(price.value).toBe('$25.50');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(sentBody()).toMatchObject({ price: 2550 });
  });

  it('gives the focus to Save Changes when the save fails, the change kept to try again', async () => {
    api = serve(json({ error: 'Internal error', code: 'internal' }, 500));
    const { user, onDone } = renderForm(existing);
    const price = screen.getByLabelText(/^Price/);
    await user.clear(price);
    // Enter in the field: the fields are disabled while the save is sent, which in Chromium drops the focus to the page.
    await user.type(price, '21.5{Enter}');

    expect((await screen.findAllByText('Failed to update product')).length).toBeGreaterThan(0);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Save Changes' })));
    expect((screen.getByLabelText(/^Price/) as HTMLInputElement).value).toBe('$21.50');
    expect(onDone).not.toHaveBeenCalled();
  });

  it("toasts 'Failed to add product' with what the server's error code means", async () => {
    vi.mocked(uploadImages).mockResolvedValue([{ file: new File(['png'], 'a.png'), objectPath: '/objects/uploads/a.png' }]);
    api = serve(json({ error: 'imageUrl: no such upload', code: 'upload_not_found' }, 400));
    const { user, onDone } = renderForm();
    await fillNewProduct(user);
    await user.upload(imageInput(), new File(['png'], 'a.png', { type: 'image/png' }));
    await screen.findByTestId('product-image-preview');
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    expect((await screen.findAllByText('Failed to add product')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('The uploaded image could not be found. Please upload it again.').length).toBeGreaterThan(0);
    expect(onDone).not.toHaveBeenCalled();
  });
});
