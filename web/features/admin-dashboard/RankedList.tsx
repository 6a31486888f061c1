import { getThemeColor, useMantineTheme } from '@mantine/core';
import { EmptyText } from '#web/components/QueryState.tsx';
import { DashboardPanel } from './DashboardPanel.tsx';
import classes from './RankedList.module.css';

type RankedListProps = {
  title: string;
  /** The names of the two columns, over the list. */
  nameLabel: string;
  valueLabel: string;
  items: { name: string; value: number }[];
  format: (value: number) => string;
  empty: string;
  /** A theme colour (`teal.6`) for the bars. */
  color: string;
  testId: string;
};

/**
 * The first few of a ranking, each a name and its figure over a bar as long as the figure. By hand rather than Mantine's
 * BarsList, which writes the name inside the bar: a long name on a short bar ran out of it and over the next row.
 */
export function RankedList({ title, nameLabel, valueLabel, items, format, empty, color, testId }: RankedListProps) {
  const theme = useMantineTheme();
  const largest = Math.max(0, ...items.map((item) => item.value));
  const barColor = getThemeColor(color, theme);
  return (
    <DashboardPanel title={title} testId={testId}>
      {items.length === 0 ? (
        <EmptyText>{empty}</EmptyText>
      ) : (
        <>
          <div className={classes.labels}>
            <span>{nameLabel}</span>
            <span>{valueLabel}</span>
          </div>
          <ol className={classes.list}>
            {items.map((item, index) => (
              <li key={`${index}-${item.name}`}>
                <div className={classes.line}>
                  {/* A stone's or image's name as staff wrote it, in its own direction within the page's. */}
                  <span className={classes.name} dir="auto">
                    {item.name}
                  </span>
                  <span className={classes.value}>{format(item.value)}</span>
                </div>
                <div
                  className={classes.bar}
                  style={{ width: `${largest > 0 ? (item.value / largest) * 100 : 0}%`, backgroundColor: barColor }}
                  aria-hidden
                />
              </li>
            ))}
          </ol>
        </>
      )}
    </DashboardPanel>
  );
}
