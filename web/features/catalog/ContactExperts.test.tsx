import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { render } from '#web/test/render.tsx';
import { ContactExperts } from './ContactExperts.tsx';

describe('the experts section', () => {
  it("names each office's city on its card and in the chat it opens, with the director's phone to call", () => {
    render(<ContactExperts />);
    const section = screen.getByRole('region', { name: 'Contact Our Experts' });
    const nairobi = within(section).getByText('Nairobi office').closest<HTMLElement>('.mantine-Card-root');
    if (!nairobi) throw new Error('the Nairobi office has no card');
    expect(within(nairobi).getByText('Wanjiru Kamau')).toBeTruthy();
    const chat = within(nairobi).getByRole('link', { name: /Chat on WhatsApp/ });
    expect(new URL(chat.getAttribute('href') ?? '').searchParams.get('text')).toBe(
      "Hello! I'd like to talk to your Nairobi office about gemstones.",
    );
    expect(
      within(nairobi)
        .getByRole('link', { name: /712 345 678/ })
        .getAttribute('href'),
    ).toBe('tel:+254712345678');
    expect(
      within(section)
        .getAllByText(/ office$/)
        .map((office) => office.textContent),
    ).toEqual(['Oslo office', 'Stockholm office', 'Cape Town office', 'Nairobi office']);
  });
});
