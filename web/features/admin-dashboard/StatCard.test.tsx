import { screen } from '@testing-library/react';
import { IconCash } from '@tabler/icons-react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatUsd } from '#schema/money.ts';
import { render } from '#web/test/render.tsx';
import { StatCard } from './StatCard.tsx';
import { fittedScale } from './use-fitted-figure.ts';

/** The card's room for its figure, and the figure's width at full size, as a browser would measure them. */
function measure({ room, figure }: { room: number; figure: number }) {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(room);
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ width: figure, height: 24 }));
}

/** The card's figure, drawn: the block that holds it. */
function drawnFigure(value: string): HTMLElement {
  render(<StatCard testId="revenue" icon={IconCash} color="amethyst" label="Revenue (USD)" value={value} />);
  const blocks = [...screen.getByTestId('revenue').querySelectorAll('p')];
  return blocks.find((block) => block.textContent === value)!;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a headline figure', () => {
  it('shrinks a sum wider than its card (Arabic US dollars on a phone) rather than breaking it', () => {
    // Chromium at 390 px: the Arabic "34,335.00 US$" is 166 px wide at full size, the card has 147 px for it.
    measure({ room: 147, figure: 166 });
    expect(drawnFigure(formatUsd(3_433_500, 'ar')).style.fontSize).toBe('calc(var(--mantine-font-size-xl) * 0.88)');
  });

  it('keeps its full size where it fits', () => {
    measure({ room: 241, figure: 166 });
    expect(drawnFigure(formatUsd(3_433_500, 'ar')).style.fontSize).toBe('');
  });
});

describe('fittedScale', () => {
  it('scales from the figure’s full width, whatever size it is drawn at now, rounding down so it fits', () => {
    expect(fittedScale(147, 166, 1)).toBe(0.88);
    // Drawn at 0.88 already: the same room gives the same size, and a wider card gives the full size back.
    expect(fittedScale(147, 166 * 0.88, 0.88)).toBe(0.88);
    expect(fittedScale(241, 166 * 0.88, 0.88)).toBe(1);
    // Not laid out yet (no width): drawn at full size.
    expect(fittedScale(0, 0, 1)).toBe(1);
  });
});
