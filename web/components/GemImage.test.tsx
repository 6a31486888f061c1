import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '#web/test/render.tsx';
import { GemImage, GreyPlaceholder } from './GemImage.tsx';

const UPLOAD = '/objects/uploads/0b6f3c1e-2d4a-4b8e-9f00-123456789abc.png';
const SIZES = '(min-width: 36em) 50vw, 100vw';

afterEach(() => {
  vi.restoreAllMocks();
});

function renderImage(src: string) {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  render(<GemImage src={src} alt="Ruby" sizes={SIZES} fallback={<GreyPlaceholder label="Gemstone Image" />} />);
  return screen.getByRole('img', { name: 'Ruby' });
}

describe('GemImage', () => {
  it('lists every width variant of an upload in WebP, and in AVIF first, with the sizes it shows at', () => {
    const image = renderImage(UPLOAD);

    expect(image.getAttribute('srcset')).toBe(`${UPLOAD}?w=160 160w, ${UPLOAD}?w=320 320w, ${UPLOAD}?w=640 640w, ${UPLOAD}?w=1280 1280w`);
    expect(image.getAttribute('sizes')).toBe(SIZES);
    const avif = image.parentElement?.querySelector('source');
    expect(avif?.getAttribute('type')).toBe('image/avif');
    expect(avif?.getAttribute('srcset')).toContain(`${UPLOAD}?w=640&format=avif 640w`);
    expect(avif?.getAttribute('sizes')).toBe(SIZES);
    // The original stays the src: what a browser without srcset shows.
    expect(image.getAttribute('src')).toBe(UPLOAD);
    expect(image.getAttribute('width')).toBe('400');
  });

  it('loads SVG art as it is, without variants', () => {
    const image = renderImage('/objects/seed/ruby-0a1b2c3d.svg');

    expect(image.getAttribute('srcset')).toBeNull();
    expect(image.parentElement?.tagName).not.toBe('PICTURE');
  });

  it('falls back to the original when a variant fails, and to the placeholder when the original fails too', () => {
    fireEvent.error(renderImage(UPLOAD));

    const original = screen.getByRole('img', { name: 'Ruby' });
    expect(original.getAttribute('src')).toBe(UPLOAD);
    expect(original.getAttribute('srcset')).toBeNull();
    expect(original.parentElement?.tagName).not.toBe('PICTURE');
    expect(screen.queryByTestId('image-placeholder')).toBeNull();

    fireEvent.error(original);

    expect(screen.queryByRole('img', { name: 'Ruby' })).toBeNull();
    expect(screen.getByTestId('image-placeholder').textContent).toBe('Gemstone Image');
  });

  it("carries its placeholder's words for the stylesheet, drawn over a broken image before the app's code runs", () => {
    expect(renderImage('/art/ruby.svg').getAttribute('data-placeholder')).toBe('Gemstone Image');
  });
});
