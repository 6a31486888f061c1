import { Card, Skeleton, type MantineSpacing } from '@mantine/core';
import { CardGrid, type GridColumns } from './CardGrid.tsx';

type SkeletonCardGridProps = {
  /** How many placeholder cards. */
  count: number;
  cols: GridColumns;
  spacing?: MantineSpacing;
  /** What is loading, for screen readers. */
  label: string;
  'data-testid'?: string;
};

/** Placeholder cards in the shape of the product and gallery cards, shown while a grid loads. */
export function SkeletonCardGrid({ count, cols, spacing = 'lg', label, 'data-testid': testId }: SkeletonCardGridProps) {
  return (
    <CardGrid cols={cols} spacing={spacing} aria-busy="true" aria-label={label} data-testid={testId}>
      {Array.from({ length: count }, (_, index) => (
        <Card key={index} withBorder radius="md" padding="md">
          <Card.Section>
            <Skeleton style={{ aspectRatio: '1 / 1' }} />
          </Card.Section>
          <Skeleton height={18} mt="md" width="70%" />
          <Skeleton height={12} mt="sm" />
          <Skeleton height={12} mt={6} width="80%" />
          <Skeleton height={32} mt="md" />
        </Card>
      ))}
    </CardGrid>
  );
}
