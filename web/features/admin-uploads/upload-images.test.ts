import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi, testApi } from '#web/test/api-stub.ts';
import { ImageUploadError, uploadImages, type UploadImagesOptions } from './upload-images.ts';

/** A PUT as the fake XMLHttpRequest saw it, and when (Date.now()) it was sent. */
type SentRequest = { method: string; url: string; headers: Record<string, string>; body: unknown; at: number };

/** How the fake answers a PUT: a status, or a status with a body. */
type Answer = number | { status: number; body: string };

/** Just enough XMLHttpRequest for Uppy's fetcher: answers each send with the next queued answer (else 200). */
class FakeXhr {
  static statuses: Answer[] = [];
  /** While true, requests are never answered (an upload in flight). */
  static hold = false;
  static sent: SentRequest[] = [];
  /** The request sent last, to answer by hand while `hold` is on. */
  static last: FakeXhr | null = null;
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  status = 0;
  statusText = '';
  responseText = '';
  withCredentials = false;
  responseType = '';
  private request: SentRequest = { method: '', url: '', headers: {}, body: null, at: 0 };

  open(method: string, url: string) {
    this.request = { method, url, headers: {}, body: null, at: 0 };
  }
  setRequestHeader(name: string, value: string) {
    this.request.headers[name.toLowerCase()] = value;
  }
  getResponseHeader() {
    return null;
  }
  abort() {}
  /** Ends a held request: status 0 is a dropped connection. */
  fail(status: number) {
    this.status = status;
    if (status === 0) this.onerror?.();
    else this.onload?.();
  }
  send(body: unknown) {
    this.request.body = body;
    this.request.at = Date.now();
    FakeXhr.sent.push(this.request);
    FakeXhr.last = this;
    const size = body instanceof Blob ? body.size : 0;
    if (FakeXhr.hold) return;
    setTimeout(() => {
      this.upload.onprogress?.({ lengthComputable: true, loaded: size, total: size });
      const answer = FakeXhr.statuses.shift() ?? 200;
      this.status = typeof answer === 'number' ? answer : answer.status;
      this.responseText = typeof answer === 'number' ? '' : answer.body;
      this.onload?.();
    }, 0);
  }
}

const uploadAddresses: unknown[] = [];

/** Answers POST /api/objects/upload with `status`; the nth address comes after delays[n] ms (else at once). */
function answerUploadAddresses(status = 200, delays: number[] = []) {
  let made = 0;
  stubApi({
    'POST /api/objects/upload': async ({ body }) => {
      const delay = delays[uploadAddresses.length] ?? 0;
      uploadAddresses.push(body);
      if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
      if (status !== 200) return new Response('nope', { status });
      made += 1;
      return { uploadURL: `/api/objects/put/uploads/f${made}?sig=x`, objectPath: `/objects/uploads/f${made}` };
    },
  });
}

const png = (name: string, bytes = 64) => new File([new Uint8Array(bytes)], name, { type: 'image/png' });
const options = (extra: Partial<UploadImagesOptions> = {}): UploadImagesOptions => ({
  api: testApi(),
  purpose: 'gallery',
  maxFileSize: 1000,
  maxFiles: 5,
  ...extra,
});

beforeEach(() => {
  FakeXhr.statuses = [];
  FakeXhr.sent = [];
  FakeXhr.hold = false;
  FakeXhr.last = null;
  uploadAddresses.length = 0;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

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

  it('uploads a file given twice once, and every other file of the batch', async () => {
    answerUploadAddresses();
    const opal = () => new File([new Uint8Array(8)], 'opal.png', { type: 'image/png', lastModified: 1 });
    const [first, repeat, ruby] = [opal(), opal(), png('ruby.png')];

    const result = await uploadImages([first, repeat, ruby], options());

    expect(result.map(({ file }) => file)).toEqual([first, ruby]);
    expect(FakeXhr.sent).toHaveLength(2);
  });

  it("rejects with 'Failed to get upload URL' when the address request fails", async () => {
    answerUploadAddresses(401);
    const upload = uploadImages([png('ruby.png')], options());
    await expect(upload).rejects.toThrow('Failed to get upload URL');
    await expect(upload).rejects.toMatchObject({ reason: 'upload-url' });
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('retries a PUT answered 503, then succeeds', async () => {
    answerUploadAddresses();
    FakeXhr.statuses = [503];
    const result = await uploadImages([png('ruby.png')], options());
    expect(FakeXhr.sent).toHaveLength(2);
    expect(result[0]?.objectPath).toBe('/objects/uploads/f1');
  });

  it('retries a PUT answered 409 and then 429, then succeeds', async () => {
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

  it('treats a 415 (the bytes are not an image) as final: no retry, and the file is named', async () => {
    answerUploadAddresses();
    FakeXhr.statuses = [{ status: 415, body: '{"error":"The upload is not an image","code":"unsupported_media_type"}' }];
    const notes = png('notes.png');

    const error: unknown = await uploadImages([notes], options()).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ImageUploadError);
    expect((error as ImageUploadError).reason).toBe('not-an-image');
    expect((error as ImageUploadError).notImages).toEqual([notes]);
    expect(FakeXhr.sent).toHaveLength(1);
    expect(uploadAddresses).toHaveLength(1);
  });

  it('names the 415 file and keeps the others when one of several is not an image', async () => {
    answerUploadAddresses();
    FakeXhr.statuses = [200, 415];
    const opal = png('opal.png');

    const error: unknown = await uploadImages([png('ruby.png'), opal], options()).catch((caught: unknown) => caught);

    expect((error as ImageUploadError).uploaded.map(({ file }) => file.name)).toEqual(['ruby.png']);
    expect((error as ImageUploadError).notImages).toEqual([opal]);
    expect(FakeXhr.sent).toHaveLength(2);
  });

  it('keeps the files that made it when another one fails', async () => {
    answerUploadAddresses();
    FakeXhr.statuses = [200, 403];
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

describe('uploadImages tries again as docs/product.md §8 says', () => {
  beforeEach(() => vi.useFakeTimers());

  /** The upload's result or error, once every wait it makes has run its course on the fake clock. */
  async function settle<T>(upload: Promise<T>): Promise<{ value?: T; error?: unknown }> {
    const outcome = upload.then(
      (value) => ({ value }),
      (error: unknown) => ({ error }),
    );
    await vi.runAllTimersAsync();
    return outcome;
  }

  /** Milliseconds between one PUT and the next. */
  const gaps = () => FakeXhr.sent.slice(1).map((request, index) => request.at - (FakeXhr.sent[index]?.at ?? 0));

  it('retries a failing PUT after 0, 1, 3 and 5 seconds, then gives up', async () => {
    answerUploadAddresses();
    FakeXhr.statuses = [503, 503, 503, 503, 503];

    const { error } = await settle(uploadImages([png('ruby.png')], options()));

    expect(error).toMatchObject({ reason: 'upload', message: 'Failed to upload image. Please try again.' });
    expect(gaps()).toEqual([0, 1000, 3000, 5000]);
  });

  it('pauses the whole queue on a 429: no PUT starts for a second, not even a retry that may go at once', async () => {
    answerUploadAddresses();
    FakeXhr.statuses = [429, 503];

    const started = Date.now();
    const { value } = await settle(uploadImages([png('ruby.png'), png('opal.png')], options()));

    expect(value).toHaveLength(2);
    expect(FakeXhr.sent.map((request) => request.at - started)).toEqual([0, 0, 1000, 1000]);
  });

  it('holds back a PUT whose address was on its way when the 429 came', async () => {
    answerUploadAddresses(200, [0, 500]);
    FakeXhr.statuses = [429];

    const started = Date.now();
    const { value } = await settle(uploadImages([png('ruby.png'), png('opal.png')], options()));

    expect(value).toHaveLength(2);
    expect(FakeXhr.sent.map((request) => request.at - started)).toEqual([0, 1000, 1000]);
  });

  it('signs an expired address again and PUTs to the new one', async () => {
    answerUploadAddresses();
    FakeXhr.statuses = [{ status: 403, body: '{"error":"The upload URL has expired; ask for a new one","code":"upload_url_expired"}' }];

    const { value } = await settle(uploadImages([png('ruby.png')], options()));

    expect(uploadAddresses).toHaveLength(2);
    expect(FakeXhr.sent.map((request) => new URL(request.url).pathname)).toEqual([
      '/api/objects/put/uploads/f1',
      '/api/objects/put/uploads/f2',
    ]);
    expect(value?.[0]?.objectPath).toBe('/objects/uploads/f2');
  });

  it('signs again and PUTs to a new address when the old one was used already (409, a try whose answer was lost)', async () => {
    answerUploadAddresses();
    FakeXhr.statuses = [{ status: 409, body: '{"error":"This upload URL was already used; ask for a new one","code":"upload_url_used"}' }];

    const { value } = await settle(uploadImages([png('ruby.png')], options()));

    expect(uploadAddresses).toHaveLength(2);
    expect(value?.[0]?.objectPath).toBe('/objects/uploads/f2');
  });

  it('asks for a new address before retrying once the old one is older than its 15 minutes', async () => {
    answerUploadAddresses();
    FakeXhr.statuses = [503];
    FakeXhr.hold = true;

    const upload = uploadImages([png('ruby.png')], options());
    await vi.advanceTimersByTimeAsync(0);
    expect(FakeXhr.sent).toHaveLength(1);
    // The PUT hangs for 15 minutes, then its connection drops.
    FakeXhr.hold = false;
    await vi.advanceTimersByTimeAsync(15 * 60 * 1000);
    FakeXhr.last?.fail(0);
    const { value } = await settle(upload);

    expect(uploadAddresses).toHaveLength(2);
    expect(value?.[0]?.objectPath).toBe('/objects/uploads/f2');
  });

  it('waits while the browser is offline, then tries again once it is online, without counting the lost tries', async () => {
    answerUploadAddresses();
    FakeXhr.hold = true;
    const upload = uploadImages([png('ruby.png')], options());
    await vi.advanceTimersByTimeAsync(0);

    // The connection goes with the network, four times over: more than the retries allowed.
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    for (let lost = 1; lost <= 5; lost += 1) {
      FakeXhr.last?.fail(0);
      await vi.advanceTimersByTimeAsync(60_000);
      expect(FakeXhr.sent).toHaveLength(lost);
      online.mockReturnValue(true);
      window.dispatchEvent(new Event('online'));
      await vi.advanceTimersByTimeAsync(0);
      online.mockReturnValue(false);
    }
    online.mockReturnValue(true);
    FakeXhr.hold = false;
    FakeXhr.last?.fail(200);
    const { value } = await settle(upload);

    expect(FakeXhr.sent).toHaveLength(6);
    expect(value?.[0]?.objectPath).toBe('/objects/uploads/f1');
  });
});
