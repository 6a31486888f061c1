import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MantineProvider } from '@mantine/core';
import { LazySection } from './LazySection.tsx';

/** An IntersectionObserver the test moves: `near(top)` reports every observed element near the screen, its top at `top` px. */
function stubIntersections() {
  const observers: { callback: IntersectionObserverCallback; targets: Element[] }[] = [];
  class FakeObserver {
    private readonly entry: (typeof observers)[number];
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback, targets: [] };
      observers.push(this.entry);
    }
    observe(target: Element) {
      this.entry.targets.push(target);
    }
    disconnect() {
      this.entry.targets = [];
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return (top: number) =>
    act(() => {
      for (const { callback, targets } of observers) {
        const entries = targets.map(
          (target) => ({ isIntersecting: true, target, boundingClientRect: { top } }) as IntersectionObserverEntry,
        );
        if (entries.length > 0) callback(entries, {} as IntersectionObserver);
      }
    });
}

function setup() {
  const near = stubIntersections();
  const load = vi.fn(() => Promise.resolve({ default: () => <p>the section</p> }));
  render(
    <MantineProvider>
      <LazySection load={load} minHeight={500} />
    </MantineProvider>,
  );
  return { near, load };
}

describe('LazySection', () => {
  it('leaves a section just below the first screen to the first scroll: its code is no part of the first load', async () => {
    const { near, load } = setup();
    near(window.innerHeight - 20);
    expect(load).not.toHaveBeenCalled();

    await act(async () => {
      window.dispatchEvent(new Event('scroll'));
    });
    await screen.findByText('the section');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads a section the first screen shows at once', async () => {
    const { near, load } = setup();
    near(window.innerHeight / 2);
    await screen.findByText('the section');
    expect(load).toHaveBeenCalledTimes(1);
  });
});
