import { useDirection } from '@mantine/core';

/**
 * Recharts draws left to right whatever the page's direction. In a right-to-left language the days run from the right,
 * as the language reads, and the amounts stand on the right edge.
 */
export function useChartAxes() {
  const { dir } = useDirection();
  const rtl = dir === 'rtl';
  return {
    xAxisProps: { reversed: rtl },
    yAxisProps: { orientation: rtl ? ('right' as const) : ('left' as const) },
  };
}
