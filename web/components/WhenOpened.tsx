import { useMounted } from '@mantine/hooks';
import { Component, Suspense, useState, type ReactNode } from 'react';

type WhenOpenedProps = {
  opened: boolean;
  /** The part, told whether it is open: closed on its first render, so it opens as it would if it had always been there. */
  children: (opened: boolean) => ReactNode;
};

/**
 * Renders a part whose code is loaded lazily (a dialog, a panel, the toasts) from the first time `opened`
 * is true on. Until then it costs the page nothing, not even a download. Once loaded it renders closed
 * once and then open, so it records the focused element to give focus back to (Mantine does so when
 * `opened` changes), and it stays mounted, so it closes with its transition and opens again at once.
 */
export function WhenOpened({ opened, children }: WhenOpenedProps) {
  const [wanted, setWanted] = useState(opened);
  if (opened && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <PartLoadFailure>
      <Suspense fallback={null}>
        <AfterFirstRender>{(rendered) => children(opened && rendered)}</AfterFirstRender>
      </Suspense>
    </PartLoadFailure>
  );
}

/** Its children see `false` on the render that mounts them (once their lazy code has arrived), then `true`. */
function AfterFirstRender({ children }: { children: (rendered: boolean) => ReactNode }) {
  return children(useMounted());
}

/**
 * A part whose code cannot be downloaded (the visitor went offline) is left out rather than taking the
 * whole page down with it; React reports the error to the console.
 */
class PartLoadFailure extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
