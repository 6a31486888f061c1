import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInRouter } from '#web/test/render.tsx';
import { NotFound } from './NotFound.tsx';

describe('Page Not Found', () => {
  it('titles the document as the Worker titles its 404, where the browser alone finds no page (/admin/nope)', async () => {
    document.title = 'Gemstone Gallery — Healing stones, birthstones and rare crystals';
    await renderInRouter(<NotFound />, '/admin/nope');
    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeTruthy();
    expect(document.title).toBe('Page Not Found — Gemstone Gallery');
  });
});
