import { useTextDirection } from '#web/lib/use-text-direction.ts';
import classes from './chart-direction.module.css';

/**
 * Recharts draws left to right whatever the page's direction. In a right-to-left language the days run from the right,
 * as the language reads, and the amounts stand on the right edge.
 */
export function useChartAxes() {
  const rtl = useTextDirection() === 'rtl';
  return {
    className: classes.drawing,
    xAxisProps: { reversed: rtl },
    yAxisProps: { orientation: rtl ? ('right' as const) : ('left' as const) },
  };
}
