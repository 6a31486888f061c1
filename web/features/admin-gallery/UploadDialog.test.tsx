import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '#web/test/render.tsx';
import { ImageUploadError, uploadImages, type UploadImagesOptions } from '#web/features/admin-uploads/upload-images.ts';
import { stubGalleryApi, writes } from './test/gallery-fixtures.ts';
import { UploadDialog } from './UploadDialog.tsx';

vi.mock('#web/features/admin-uploads/upload-images.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('#web/features/admin-uploads/upload-images.ts')>();
  return { ...original, uploadImages: vi.fn() };
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(uploadImages).mockReset();
});

const png = (name: string) => new File([new Uint8Array(8)], name, { type: 'image/png' });

async function dropFiles(files: File[]) {
  const onClose = vi.fn();
  const { container } = render(<UploadDialog opened onClose={onClose} />);
  await screen.findByText('Images only, up to 50MB');
  const input = container.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('the dropzone has no file input');
  await userEvent.setup({ delay: null }).upload(input, files);
  return { onClose };
}

describe('UploadDialog', () => {
  it("uploads the gallery's way and saves each image with docs/product.md §3's defaults, then closes", async () => {
    const calls = stubGalleryApi([], 201);
    vi.mocked(uploadImages).mockImplementation(async (files: File[], options: UploadImagesOptions) => {
      files.forEach((file) => options.onProgress?.(file.name, 100, file));
      return files.map((file, index) => ({ file, objectPath: `/objects/uploads/u${index}.png` }));
    });

    const { onClose } = await dropFiles([png('blue_sapphire.png'), png('0001.png')]);

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [, options] = vi.mocked(uploadImages).mock.calls[0] ?? [];
    expect(options).toMatchObject({ purpose: 'gallery', maxFileSize: 52428800, maxFiles: 5 });
    expect(writes(calls).map((call) => call.body)).toEqual([
      {
        imageUrl: '/objects/uploads/u0.png',
        name: 'Blue Sapphire',
        description: 'Please add description and details',
        category: 'gemstone',
        stock: true,
        featured: false,
        isProduct: false,
      },
      {
        imageUrl: '/objects/uploads/u1.png',
        name: 'New Gemstone',
        description: 'Please add description and details',
        category: 'gemstone',
        stock: true,
        featured: false,
        isProduct: false,
      },
    ]);
    expect(await screen.findByText('2 images uploaded and saved successfully!')).toBeTruthy();
  });

  it('uploads and saves a file chosen twice once, with the rest of the batch', async () => {
    const calls = stubGalleryApi([], 201);
    vi.mocked(uploadImages).mockImplementation(async (files: File[]) =>
      files.map((file, index) => ({ file, objectPath: `/objects/uploads/u${index}.png` })),
    );
    const opal = () => new File([new Uint8Array(8)], 'opal.png', { type: 'image/png', lastModified: 1 });

    const { onClose } = await dropFiles([opal(), png('ruby.png'), opal()]);

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(vi.mocked(uploadImages).mock.calls[0]?.[0].map((file) => file.name)).toEqual(['opal.png', 'ruby.png']);
    expect(writes(calls)).toHaveLength(2);
    expect(await screen.findByText('2 images uploaded and saved successfully!')).toBeTruthy();
  });

  it("leaves 'Some files were left out' up its whole time when more than 5 files are chosen; 'Upload Complete' follows it", async () => {
    stubGalleryApi([], 201);
    vi.mocked(uploadImages).mockImplementation(async (files: File[]) =>
      files.map((file, index) => ({ file, objectPath: `/objects/uploads/u${index}.png` })),
    );
    const leftOut = 'Some files were left out: only images up to 50MB, at most 5 at a time.';

    const { onClose } = await dropFiles(['a', 'b', 'c', 'd', 'e', 'f'].map((name) => png(`${name}.png`)));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(vi.mocked(uploadImages).mock.calls[0]?.[0]).toHaveLength(5);
    expect(screen.getByText(leftOut)).toBeTruthy();
    expect(screen.queryByText('5 images uploaded and saved successfully!')).toBeNull();
    // Once the first toast has had its time (Mantine's 4 s in the tests, 5 s in the app), the next one shows.
    expect(await screen.findByText('5 images uploaded and saved successfully!', undefined, { timeout: 6000 })).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(leftOut)).toBeNull());
  });

  it("says 'Failed to get upload URL' and stays open when no upload address is given", async () => {
    const calls = stubGalleryApi([], 201);
    vi.mocked(uploadImages).mockRejectedValue(new ImageUploadError('upload-url', 'Failed to get upload URL'));
    const { onClose } = await dropFiles([png('ruby.png')]);
    expect(await screen.findByText('Failed to get upload URL')).toBeTruthy();
    expect(screen.getByText('Upload Failed')).toBeTruthy();
    expect(writes(calls)).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('names a file the Worker found is not an image (415), saves the others, and stays open', async () => {
    const calls = stubGalleryApi([], 201);
    vi.mocked(uploadImages).mockImplementation(async ([ruby, notes]: File[]) => {
      if (!ruby || !notes) throw new Error('two files expected');
      throw new ImageUploadError('not-an-image', 'not an image', [{ file: ruby, objectPath: '/objects/uploads/r.png' }], [notes]);
    });
    const { onClose } = await dropFiles([png('ruby.png'), png('notes.png')]);
    expect(await screen.findByText('notes.png is not an image (PNG, JPEG, WebP, GIF or AVIF).')).toBeTruthy();
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(screen.queryByText('Failed to upload image. Please try again.')).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('marks, after a partial refusal, the refused file as refused and the others as saved, and says how many were saved', async () => {
    stubGalleryApi([], 201);
    vi.mocked(uploadImages).mockImplementation(async ([ruby, notes, opal]: File[]) => {
      if (!ruby || !notes || !opal) throw new Error('three files expected');
      const uploaded = [ruby, opal].map((file) => ({ file, objectPath: `/objects/uploads/${file.name}` }));
      throw new ImageUploadError('not-an-image', 'not an image', uploaded, [notes]);
    });
    await dropFiles([png('ruby.png'), png('notes.png'), png('opal.png')]);
    expect((await screen.findByTestId('upload-saved-count')).textContent).toBe('2 of 3 saved to the gallery');
    const outcomeOf = (name: string) => screen.getByText(name).closest('[data-outcome]')?.getAttribute('data-outcome');
    expect([outcomeOf('ruby.png'), outcomeOf('notes.png'), outcomeOf('opal.png')]).toEqual(['saved', 'refused', 'saved']);
    expect(screen.getByText('Refused: not an image')).toBeTruthy();
  });

  it("says 'Failed to save image' when the upload worked but saving did not", async () => {
    stubGalleryApi([], 500);
    vi.mocked(uploadImages).mockImplementation(async (files: File[]) =>
      files.map((file) => ({ file, objectPath: '/objects/uploads/x.png' })),
    );
    const { onClose } = await dropFiles([png('ruby.png')]);
    expect(await screen.findByText('Failed to save image')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});
