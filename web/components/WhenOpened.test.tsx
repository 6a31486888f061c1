import { act, render, screen } from '@testing-library/react';
import { lazy, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { WhenOpened } from './WhenOpened.tsx';

function setup() {
  const seen: boolean[] = [];
  const load = vi.fn(() =>
    Promise.resolve({
      default: function Part({ opened }: { opened: boolean }) {
        seen.push(opened);
        return <p>{opened ? 'open' : 'closed'}</p>;
      },
    }),
  );
  const Part = lazy(load);
  const view = (opened: boolean) => <WhenOpened opened={opened}>{(shown) => <Part opened={shown} />}</WhenOpened>;
  return { load, seen, view };
}

describe('WhenOpened', () => {
  it('neither renders nor loads its part before the first open', () => {
    const { load, view } = setup();
    const { container, rerender } = render(view(false));
    rerender(view(false));
    expect(container.innerHTML).toBe('');
    expect(load).not.toHaveBeenCalled();
  });

  it('loads the part when first opened and shows it closed, then open, as if it had always been there', async () => {
    const { load, seen, view } = setup();
    const { rerender } = render(view(false));
    rerender(view(true));
    await screen.findByText('open');
    expect(seen[0]).toBe(false);
    expect(seen.at(-1)).toBe(true);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps the part mounted once closed, so it closes with its transition and reopens without loading again', async () => {
    const { load, view } = setup();
    const { rerender } = render(view(true));
    await screen.findByText('open');
    await act(async () => rerender(view(false)));
    expect(screen.queryByText('closed')).not.toBeNull();
    await act(async () => rerender(view(true)));
    expect(screen.queryByText('open')).not.toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('leaves out a part whose code cannot be downloaded and keeps the page around it', async () => {
    const failing = lazy(() => Promise.reject(new Error('Failed to fetch dynamically imported module')));
    const Part = failing as unknown as () => ReactNode;
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <main>
        <p>page</p>
        <WhenOpened opened>{() => <Part />}</WhenOpened>
      </main>,
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.getByText('page')).toBeTruthy();
    quiet.mockRestore();
  });
});
