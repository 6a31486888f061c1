import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SHOP_PHONE_DISPLAY } from '#web/lib/contact.ts';
import { render } from '#web/test/render.tsx';
import { GalleryDetailDialog } from './GalleryDetailDialog.tsx';
import { galleryImage } from '#testing/factories.ts';

/** The value the detail list gives for `label`. */
function detail(dialog: HTMLElement, label: string): string | null {
  const term = within(dialog).getByText(label);
  return term.nextElementSibling?.textContent ?? null;
}

describe('GalleryDetailDialog', () => {
  it('is a dialog named after the stone, with every field of it', async () => {
    render(<GalleryDetailDialog image={galleryImage()} onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Tanzanite Cushion 2.05ct' });
    expect(within(dialog).getByRole('img', { name: 'Tanzanite Cushion 2.05ct' })).toBeTruthy();
    expect(within(dialog).getByText('Violet-blue tanzanite from the only source on earth.')).toBeTruthy();
    expect(detail(dialog, 'Weight')).toBe('2.05 ct');
    expect(detail(dialog, 'Dimensions')).toBe('8.1 x 7.9 x 5.2 mm');
    expect(detail(dialog, 'Origin')).toBe('Merelani Hills, Tanzania');
    expect(detail(dialog, 'Hardness (Mohs)')).toBe('6.5');
    expect(detail(dialog, 'Treatment')).toBe('Heated');
    expect(detail(dialog, 'Certification')).toBe('GIA 2231');
    expect(within(dialog).getByText('Said to awaken intuition.')).toBeTruthy();
    expect(within(dialog).getByTestId('gallery-details-price').textContent).toBe('$749.00');
    expect(within(dialog).getByTestId('gallery-details-views').textContent).toBe('655 views');
  });

  it('names the stone in the tab while it is open, and gives the tab its title back once closed', async () => {
    document.title = 'Gemstone Gallery — the gallery';
    const { rerender } = render(<GalleryDetailDialog image={galleryImage()} onClose={() => undefined} />);
    await screen.findByRole('dialog');
    expect(document.title).toBe('Tanzanite Cushion 2.05ct — Gemstone Gallery');

    rerender(<GalleryDetailDialog image={null} onClose={() => undefined} />);
    expect(document.title).toBe('Gemstone Gallery — the gallery');
  });

  it("reads 'Price on request' without a price and 'Not specified' for empty fields", async () => {
    render(
      <GalleryDetailDialog
        image={galleryImage({ price: null, treatment: '', treatmentCode: 'unknown', metaphysicalProperties: '' })}
        onClose={() => undefined}
      />,
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('gallery-details-price').textContent).toBe('Price on request');
    expect(detail(dialog, 'Treatment')).toBe('Not specified');
    expect(within(dialog).getAllByText('Not specified')).toHaveLength(2);
  });

  it('names a treatment the shop knows in the reader’s words, and shows what staff wrote only while it is unknown', async () => {
    const { unmount } = render(
      <GalleryDetailDialog image={galleryImage({ treatment: 'None', treatmentCode: 'none' })} onClose={() => undefined} />,
    );
    expect(detail(await screen.findByRole('dialog'), 'Treatment')).toBe('None (untreated)');
    unmount();
    render(
      <GalleryDetailDialog image={galleryImage({ treatment: 'Glass filled?', treatmentCode: 'unknown' })} onClose={() => undefined} />,
    );
    expect(detail(await screen.findByRole('dialog'), 'Treatment')).toBe('Glass filled?');
  });

  it('offers the messaging app and a call to the shop', async () => {
    render(<GalleryDetailDialog image={galleryImage()} onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog');
    const chat = within(dialog).getByRole('link', { name: 'Ask about it on WhatsApp' });
    expect(new URL(chat.getAttribute('href') ?? '').searchParams.get('text')).toContain('Tanzanite Cushion 2.05ct');
    expect(chat.getAttribute('target')).toBe('_blank');
    const call = within(dialog).getByRole('link', { name: `Call ${SHOP_PHONE_DISPLAY}` });
    expect(call.getAttribute('href')).toBe('tel:+254712345678');
  });

  it('stays closed without an image', () => {
    render(<GalleryDetailDialog image={null} onClose={() => undefined} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
