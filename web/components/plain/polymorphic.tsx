import type { ElementType, ReactNode } from 'react';

/** What a plain component renders as: another element or component, or its caller's own `renderRoot`. */
export type Polymorphic = {
  component?: ElementType;
  /** Renders the root with these props, as Mantine's `renderRoot` (for the router's Link with its own props). */
  renderRoot?: (props: Record<string, unknown>) => ReactNode;
};

/** The root of a plain component, as Mantine's Box renders it: `renderRoot` if given, else `component`. */
export function renderRoot({ component, renderRoot: render }: Polymorphic, fallback: ElementType, props: Record<string, unknown>) {
  if (render) return render(props);
  const Root = component ?? fallback;
  return <Root {...props} />;
}

/** Mantine's `data-*` flags: true becomes "true", false and undefined are left out. */
export function dataFlags(flags: Record<string, boolean | undefined>) {
  return Object.fromEntries(
    Object.entries(flags)
      .filter(([, on]) => on)
      .map(([name, on]) => [`data-${name}`, String(on)]),
  );
}
