import { DonutChart } from '@mantine/charts';
import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CheckoutOutcomes } from '#schema/dashboard-api.ts';
import { DashboardPanel } from './DashboardPanel.tsx';
import { numberFormat } from './format.ts';

const OUTCOMES: { key: keyof CheckoutOutcomes; color: string }[] = [
  { key: 'paid', color: 'teal.6' },
  { key: 'failed', color: 'red.6' },
  { key: 'abandoned', color: 'orange.5' },
  { key: 'pending', color: 'gray.5' },
];

/** Paid, failed, abandoned and pending checkouts of the period: a ring and its figures. */
export function CheckoutsChart({ checkouts }: { checkouts: CheckoutOutcomes }) {
  const { t, i18n } = useTranslation();
  const count = numberFormat(i18n.language);
  const data = OUTCOMES.map(({ key, color }) => ({ name: t(`adminDashboard.outcomes.${key}`), value: checkouts[key], color }));
  return (
    <DashboardPanel title={t('adminDashboard.checkouts')} testId="dashboard-checkouts">
      <Group gap="lg" wrap="nowrap" align="center">
        {/* A picture of the figures listed beside it: inert, hidden from screen readers and out of the keyboard's way. */}
        <DonutChart data={data} size={120} thickness={18} valueFormatter={(value) => count.format(value)} withTooltip={false} inert />
        <Stack gap={4} component="dl" m={0}>
          {OUTCOMES.map(({ key, color }, index) => (
            <Group key={key} gap="xs" wrap="nowrap" data-testid={`dashboard-outcome-${key}`}>
              <Text component="span" c={color} aria-hidden>
                ●
              </Text>
              <Text component="dt" size="sm">
                {data[index]!.name}
              </Text>
              <Text component="dd" size="sm" fw={700} m={0}>
                {count.format(checkouts[key])}
              </Text>
            </Group>
          ))}
        </Stack>
      </Group>
    </DashboardPanel>
  );
}
