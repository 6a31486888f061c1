import { BarsList } from '@mantine/charts';
import { EmptyText } from '#web/components/QueryState.tsx';
import { DashboardPanel } from './DashboardPanel.tsx';

type RankedListProps = {
  title: string;
  /** The column names a screen reader hears. */
  nameLabel: string;
  valueLabel: string;
  items: { name: string; value: number }[];
  format: (value: number) => string;
  empty: string;
  color: string;
  testId: string;
};

/** The first few of a ranking, each a bar as long as its figure. */
export function RankedList({ title, nameLabel, valueLabel, items, format, empty, color, testId }: RankedListProps) {
  return (
    <DashboardPanel title={title} testId={testId}>
      {items.length === 0 ? (
        <EmptyText>{empty}</EmptyText>
      ) : (
        <BarsList data={items} valueFormatter={format} barsLabel={nameLabel} valueLabel={valueLabel} barColor={color} />
      )}
    </DashboardPanel>
  );
}
