import { act, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useLoadMoreWhenNear } from './use-load-more.ts';

/** An IntersectionObserver the test moves: `show(true)` brings every observed element near the viewport. */
function stubIntersections() {
  const observers: { callback: IntersectionObserverCallback; targets: Element[]; margin?: string }[] = [];
  class FakeObserver {
    private readonly entry: (typeof observers)[number];
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.entry = { callback, targets: [], margin: options?.rootMargin };
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
  const show = (isIntersecting: boolean) =>
    act(() => {
      for (const { callback, targets } of observers) {
        if (targets.length > 0)
          callback(
            targets.map((target) => ({ isIntersecting, target }) as IntersectionObserverEntry),
            {} as IntersectionObserver,
          );
      }
    });
  return { observers, show };
}

function Sentinel({ loadMore, enabled }: { loadMore: () => void; enabled: boolean }) {
  const ref = useLoadMoreWhenNear<HTMLDivElement>(loadMore, enabled);
  return <div ref={ref} />;
}

describe('useLoadMoreWhenNear', () => {
  it('loads more when the end comes within 600px, and again when it may while the end is still there', () => {
    const { observers, show } = stubIntersections();
    const loadMore = vi.fn();
    const { rerender } = render(<Sentinel loadMore={loadMore} enabled />);
    expect(observers.at(-1)?.margin).toBe('600px');
    expect(loadMore).not.toHaveBeenCalled();

    show(true);
    expect(loadMore).toHaveBeenCalledTimes(1);
    rerender(<Sentinel loadMore={loadMore} enabled={false} />);
    rerender(<Sentinel loadMore={loadMore} enabled />);
    expect(loadMore).toHaveBeenCalledTimes(2);

    show(false);
    rerender(<Sentinel loadMore={loadMore} enabled={false} />);
    rerender(<Sentinel loadMore={loadMore} enabled />);
    expect(loadMore).toHaveBeenCalledTimes(2);
  });
});
