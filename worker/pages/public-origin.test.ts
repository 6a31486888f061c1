import { describe, expect, it, vi } from 'vitest';
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
});
