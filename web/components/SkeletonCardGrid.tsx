import type { MantineSpacing } from '@mantine/core';
import { CardGrid, type GridColumns } from './CardGrid.tsx';
import { PlainCard, PlainCardSection, PlainSkeleton } from './plain/index.ts';
import classes from './SkeletonCardGrid.module.css';

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
        <PlainCard key={index} withBorder radius="md" padding="md">
          <PlainCardSection>
            <PlainSkeleton style={{ aspectRatio: '1 / 1' }} />
          </PlainCardSection>
          <PlainSkeleton height={18} width="70%" className={classes.title} />
          <PlainSkeleton height={12} className={classes.line} />
          <PlainSkeleton height={12} width="80%" className={classes.nextLine} />
          <PlainSkeleton height={32} className={classes.button} />
        </PlainCard>
      ))}
    </CardGrid>
  );
}
