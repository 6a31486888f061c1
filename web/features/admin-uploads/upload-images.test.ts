import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ImageUploadError, shouldRetryUpload, uploadImages, type UploadImagesOptions } from './upload-images.ts';

/** A PUT as the fake XMLHttpRequest saw it. */
type SentRequest = { method: string; url: string; headers: Record<string, string>; body: unknown };

/** Just enough XMLHttpRequest for Uppy's fetcher: answers each send with the next queued status. */
class FakeXhr {
  static statuses: number[] = [];
  /** While true, requests are never answered (an upload in flight). */
  static hold = false;
  static sent: SentRequest[] = [];
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  status = 0;
  statusText = '';
  responseText = '';
  withCredentials = false;
  responseType = '';
  private request: SentRequest = { method: '', url: '', headers: {}, body: null };

  open(method: string, url: string) {
    this.request = { method, url, headers: {}, body: null };
  }
  setRequestHeader(name: string, value: string) {
    this.request.headers[name.toLowerCase()] = value;
  }
  getResponseHeader() {
    return null;
  }
  abort() {}
  send(body: unknown) {
    this.request.body = body;
    FakeXhr.sent.push(this.request);
    const size = body instanceof Blob ? body.size : 0;
    if (FakeXhr.hold) return;
    setTimeout(() => {
      this.upload.onprogress?.({ lengthComputable: true, loaded: size, total: size });
      this.status = FakeXhr.statuses.shift() ?? 200;
      this.onload?.();
    }, 0);
  }
}

const uploadAddresses: unknown[] = [];

function answerUploadAddresses(status = 200) {
  let made = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_path: string, init?: RequestInit) => {
      uploadAddresses.push(JSON.parse(String(init?.body)));
      if (status !== 200) return new Response('nope', { status });
      made += 1;
      return Response.json({ uploadURL: `/api/objects/put/uploads/f${made}?sig=x`, objectPath: `/objects/uploads/f${made}` });
    }),
  );
}

const png = (name: string, bytes = 64) => new File([new Uint8Array(bytes)], name, { type: 'image/png' });
const options = (extra: Partial<UploadImagesOptions> = {}): UploadImagesOptions => ({
  purpose: 'gallery',
  maxFileSize: 1000,
  maxFiles: 5,
  ...extra,
});

beforeEach(() => {
  FakeXhr.statuses = [];
  FakeXhr.sent = [];
  FakeXhr.hold = false;
  uploadAddresses.length = 0;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => vi.unstubAllGlobals());

describe('uploadImages', () => {
  it('asks for an address per file, PUTs each file there with its type and returns the object paths in order', async () => {
    answerUploadAddresses();
    const first = png('ruby.png', 10);
    const second = png('opal.png', 20);
    const progress: [string, number][] = [];

    const result = await uploadImages([first, second], options({ onProgress: (name, percent) => progress.push([name, percent]) }));

    expect(uploadAddresses).toEqual(
      expect.arrayContaining([
        { contentType: 'image/png', size: 10, purpose: 'gallery' },
        { contentType: 'image/png', size: 20, purpose: 'gallery' },
      ]),
    );
    expect(FakeXhr.sent).toHaveLength(2);
    for (const request of FakeXhr.sent) {
      expect(request.method).toBe('PUT');
      // The same-origin address comes back relative; Uppy is handed it made absolute.
      expect(request.url).toMatch(new RegExp(`^${window.location.origin}/api/objects/put/uploads/f\\d\\?sig=x$`));
      expect(request.headers['content-type']).toBe('image/png');
    }
    expect(result.map((item) => item.file)).toEqual([first, second]);
    expect(new Set(result.map((item) => item.objectPath))).toEqual(new Set(['/objects/uploads/f1', '/objects/uploads/f2']));
    expect(progress).toEqual(
      expect.arrayContaining([
        ['ruby.png', 100],
        ['opal.png', 100],
      ]),
    );
  });

  it("rejects with 'Failed to get upload URL' when the address request fails", async () => {
    answerUploadAddresses(401);
    const upload = uploadImages([png('ruby.png')], options());
    await expect(upload).rejects.toThrow('Failed to get upload URL');
    await expect(upload).rejects.toMatchObject({ reason: 'upload-url' });
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('lets Uppy retry a PUT answered 503, then succeeds', async () => {
    answerUploadAddresses();
    FakeXhr.statuses = [503];
    const result = await uploadImages([png('ruby.png')], options());
    expect(FakeXhr.sent).toHaveLength(2);
    expect(result[0]?.objectPath).toBe('/objects/uploads/f1');
  });

  it.each([408, 409, 418, 423, 429, 500, 502, 503, 504, 599, 0])('retries a PUT answered %i (docs/product.md §8)', (status) => {
    expect(shouldRetryUpload(status)).toBe(true);
  });

  it.each([400, 401, 403, 404, 413, 415, 501, 505])('does not retry a PUT answered %i', (status) => {
    expect(shouldRetryUpload(status)).toBe(false);
  });

  it('lets Uppy retry a PUT answered 409 and 429, then succeeds', async () => {
    answerUploadAddresses();
    FakeXhr.statuses = [409, 429];
    const result = await uploadImages([png('ruby.png')], options());
    expect(FakeXhr.sent).toHaveLength(3);
    expect(result[0]?.objectPath).toBe('/objects/uploads/f1');
  });

  it('gives up at once on a PUT answered 501', async () => {
    answerUploadAddresses();
    FakeXhr.statuses = [501];
    await expect(uploadImages([png('ruby.png')], options())).rejects.toThrow('Failed to upload image. Please try again.');
    expect(FakeXhr.sent).toHaveLength(1);
  });

  it("rejects with docs/product.md §8's upload message when the PUT is refused (403 is not retried)", async () => {
    answerUploadAddresses();
    FakeXhr.statuses = [403];
    await expect(uploadImages([png('ruby.png')], options())).rejects.toThrow('Failed to upload image. Please try again.');
    expect(FakeXhr.sent).toHaveLength(1);
  });

  it('keeps the files that made it when another one fails', async () => {
    answerUploadAddresses();
    FakeXhr.statuses = [200, 415];
    const error: unknown = await uploadImages([png('ruby.png'), png('opal.png')], options()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ImageUploadError);
    expect((error as ImageUploadError).reason).toBe('upload');
    expect((error as ImageUploadError).uploaded).toHaveLength(1);
  });

  it('stops when its signal is aborted', async () => {
    answerUploadAddresses();
    const controller = new AbortController();
    const upload = uploadImages([png('ruby.png')], options({ signal: controller.signal }));
    controller.abort();
    await expect(upload).rejects.toMatchObject({ name: 'AbortError' });
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('stops a PUT in flight when its signal is aborted', async () => {
    answerUploadAddresses();
    FakeXhr.hold = true;
    const controller = new AbortController();
    const upload = uploadImages([png('ruby.png')], options({ signal: controller.signal }));
    await vi.waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    controller.abort();
    await expect(upload).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('refuses a file over the size limit, a file that is not an image and too many files, before any request', async () => {
    answerUploadAddresses();
    await expect(uploadImages([png('big.png', 2000)], options())).rejects.toMatchObject({ reason: 'rejected' });
    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    await expect(uploadImages([text], options())).rejects.toMatchObject({ reason: 'rejected' });
    await expect(uploadImages([png('a.png'), png('b.png')], options({ maxFiles: 1 }))).rejects.toMatchObject({ reason: 'rejected' });
    expect(uploadAddresses).toHaveLength(0);
  });
});
