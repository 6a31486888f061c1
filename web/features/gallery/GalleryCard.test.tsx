import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { render } from '#web/test/render.tsx';
import { GalleryCard } from './GalleryCard.tsx';
import { galleryImage } from '#testing/factories.ts';

describe('GalleryCard', () => {
  it('shows the image, name, description, category, origin and view count', () => {
    render(<GalleryCard image={galleryImage()} onViewDetails={() => undefined} />);
    const card = screen.getByRole('article', { name: 'Tanzanite Cushion 2.05ct' });
    expect(within(card).getByRole('img', { name: 'Tanzanite Cushion 2.05ct' }).getAttribute('src')).toBe('/objects/seed/tanzanite.svg');
    expect(within(card).getByText('Violet-blue tanzanite from the only source on earth.')).toBeTruthy();
    expect(within(card).getByText('Gemstones')).toBeTruthy();
    expect(within(card).getByText('Merelani Hills, Tanzania')).toBeTruthy();
    expect(within(card).getByTestId('gallery-card-views').textContent).toBe('655 views');
  });

  it('overlays the price in dollars and the Featured badge', () => {
    render(<GalleryCard image={galleryImage({ price: 74900, featured: true })} onViewDetails={() => undefined} />);
    expect(screen.getByTestId('gallery-card-price').textContent).toBe('$749.00');
    expect(screen.getByText('Featured')).toBeTruthy();
  });

  it('shows no price overlay and no badge for an unpriced stone that is not featured', () => {
    render(<GalleryCard image={galleryImage({ price: null, featured: false, views: 1 })} onViewDetails={() => undefined} />);
    expect(screen.queryByTestId('gallery-card-price')).toBeNull();
    expect(screen.queryByText('Featured')).toBeNull();
    expect(screen.getByTestId('gallery-card-views').textContent).toBe('1 view');
  });

  it('asks about the stone by name in the messaging app, in a new tab', () => {
    render(<GalleryCard image={galleryImage()} onViewDetails={() => undefined} />);
    const link = screen.getByRole('link', { name: 'Inquire Tanzanite Cushion 2.05ct' });
    const href = new URL(link.getAttribute('href') ?? '');
    expect(href.origin).toBe('https://wa.me');
    expect(href.searchParams.get('text')).toContain('Tanzanite Cushion 2.05ct');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it("names its buttons by the stone, so a screen reader's list of the page's links and buttons tells the cards apart", () => {
    render(<GalleryCard image={galleryImage()} onViewDetails={() => undefined} />);
    expect(screen.getByRole('link').textContent).toBe('Inquire Tanzanite Cushion 2.05ct');
    // Only the words "Inquire" and "View Details" show: the stone's name is in the card's title above them.
    expect(screen.getAllByText('Tanzanite Cushion 2.05ct', { selector: '.mantine-VisuallyHidden-root' })).toHaveLength(2);
  });

  it('opens the details of its stone from View Details, by keyboard too', async () => {
    const onViewDetails = vi.fn();
    const image = galleryImage();
    render(<GalleryCard image={image} onViewDetails={onViewDetails} />);
    const button = screen.getByRole('button', { name: 'View Details Tanzanite Cushion 2.05ct' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(onViewDetails).toHaveBeenCalledWith(image);
  });
});
