import type { ComponentType } from 'react';

/**
 * Loads a part drawn with Mantine's components together with Mantine's provider and theme, for `React.lazy` or
 * LazySection: the part renders inside the provider (mantine-provider.tsx), which no first screen needs (ADR 012).
 */
export function withMantineTheme<P extends object>(load: () => Promise<ComponentType<P>>) {
  return async (): Promise<{ default: ComponentType<P> }> => {
    const [Component, { withMantine }] = await Promise.all([load(), import('./mantine-provider.tsx')]);
    return { default: withMantine(Component) };
  };
}
