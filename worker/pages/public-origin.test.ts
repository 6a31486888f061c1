import { describe, expect, it, vi } from 'vitest';
import { IN_PROCESS_API_ORIGIN } from '#schema/pages.ts';
import { publicOrigin } from './public-origin.ts';

describe('publicOrigin: the origin absolute links name (docs/design.md §13)', () => {
  it('is PUBLIC_ORIGIN whatever host the request names', () => {
    expect(publicOrigin({ PUBLIC_ORIGIN: 'https://gems.example' }, 'http://evil.example/gallery')).toBe('https://gems.example');
    expect(publicOrigin({ PUBLIC_ORIGIN: 'https://gems.example/' }, 'http://localhost:8787/')).toBe('https://gems.example');
    expect(publicOrigin({ PUBLIC_ORIGIN: 'https://Gems.Example' }, 'http://evil.example/')).toBe('https://gems.example');
  });

  it.each(['http://localhost:8787/', 'http://127.0.0.1:8851/gallery', 'http://[::1]:8787/', 'http://shop.localhost/'])(
    'is the request origin of %s when PUBLIC_ORIGIN is unset (local development)',
    (address) => {
      expect(publicOrigin({ PUBLIC_ORIGIN: '' }, address)).toBe(new URL(address).origin);
    },
  );

  it.each(['http://evil.example/', 'https://gems.example/', 'http://localhost.evil.example/', 'http://127.0.0.1.evil.example/'])(
    'is null for %s when PUBLIC_ORIGIN is unset: a deployed shop never echoes a Host',
    (address) => {
      const log = vi.spyOn(console, 'error').mockImplementation(() => {});
      expect(publicOrigin({ PUBLIC_ORIGIN: '' }, address)).toBeNull();
      log.mockRestore();
    },
  );

  it.each(['https://gems.example/shop', 'javascript:alert(1)', 'gems.example', 'https://gems.example?x=1', 'ftp://gems.example'])(
    'is null, and says so in the log, for a PUBLIC_ORIGIN that is not an origin: %s',
    (configured) => {
      const log = vi.spyOn(console, 'error').mockImplementation(() => {});
      expect(publicOrigin({ PUBLIC_ORIGIN: configured }, 'http://evil.example/')).toBeNull();
      expect(log).toHaveBeenCalledWith(
        expect.objectContaining({ event: 'config.public_origin_invalid', message: expect.stringContaining('PUBLIC_ORIGIN') }),
      );
      log.mockRestore();
    },
  );

  it("is null, and logs nothing, for the Worker's own API requests while it renders a page (npm start's first page)", async () => {
    // A module of its own: what an isolate has logged once, it never logs again.
    vi.resetModules();
    const fresh = await import('./public-origin.ts');
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(fresh.publicOrigin({ PUBLIC_ORIGIN: '' }, `${IN_PROCESS_API_ORIGIN}/api/products?limit=8`)).toBeNull();
    expect(fresh.publicOrigin({ PUBLIC_ORIGIN: 'https://gems.example' }, `${IN_PROCESS_API_ORIGIN}/api/products`)).toBe(
      'https://gems.example',
    );
    expect(log).not.toHaveBeenCalled();
    // The deployed page's own request, asked first, still says the setting is missing.
    expect(fresh.publicOrigin({ PUBLIC_ORIGIN: '' }, 'https://gems.example/')).toBeNull();
    expect(log).toHaveBeenCalledWith(expect.objectContaining({ event: 'config.public_origin_invalid' }));
    log.mockRestore();
  });
});
