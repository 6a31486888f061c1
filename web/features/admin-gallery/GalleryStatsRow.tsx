import { Group, Paper, SimpleGrid, Skeleton, Text, ThemeIcon } from '@mantine/core';
import { IconDiamond, IconEye, IconPhoto, IconStar, type Icon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useAdminGalleryStats } from './api/get-admin-gallery-stats.ts';

type StatKey = 'total' | 'featured' | 'products' | 'views';

const STATS: { key: StatKey; icon: Icon; color: string }[] = [
  { key: 'total', icon: IconPhoto, color: 'amethyst' },
  { key: 'featured', icon: IconStar, color: 'yellow' },
  { key: 'products', icon: IconDiamond, color: 'teal' },
  { key: 'views', icon: IconEye, color: 'blue' },
];

/** docs/product.md §2: total images, featured, products and total views, over the whole gallery. */
export function GalleryStatsRow() {
  const { t, i18n } = useTranslation();
  const { data: stats, isError } = useAdminGalleryStats();
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" component="section" aria-label={t('adminGallery.stats.label')}>
      {STATS.map(({ key, icon: StatIcon, color }) => (
        <Paper key={key} withBorder radius="md" p="sm" data-testid={`gallery-stat-${key}`}>
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon variant="light" color={color} size="lg" radius="md" aria-hidden>
              <StatIcon size={20} />
            </ThemeIcon>
            <div>
              <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
                {t(`adminGallery.stats.${key}`)}
              </Text>
              {stats ? (
                <Text fw={800} size="xl" lh={1.2}>
                  {number.format(stats[key])}
                </Text>
              ) : (
                <Skeleton height={24} width={48} mt={2} animate={!isError} />
              )}
            </div>
          </Group>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
