import { Container, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import { CardGrid } from '#web/components/CardGrid.tsx';
import { IconCalendarHeart, IconDiamond, IconHeartHandshake, IconPrism } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FEATURED_PRODUCT_CATEGORIES } from '#schema/catalog.ts';
import '@mantine/core/styles/ThemeIcon.css';
import { useProductCategories } from './api/get-products.ts';
import classes from './CategoryGrid.module.css';
import { useCategoryFilter } from './use-category-filter.ts';

const ICONS = { healing: IconHeartHandshake, birthstone: IconCalendarHeart, rare: IconDiamond, crystal: IconPrism } as const;

/** Quick collection tiles: the four landing groups with how many items each holds. */
export function QuickCollections() {
  const { t } = useTranslation();
  const { data: summary = [] } = useProductCategories();
  const { toggle, category: selected } = useCategoryFilter();
  const counts = new Map(summary.map((entry) => [entry.category, entry.count]));
  return (
    <Container size="xl" component="section" py="xl" aria-labelledby="quick-title">
      <Title order={2} id="quick-title" mb="lg">
        {t('quickCollections.title')}
      </Title>
      <CardGrid cols={{ base: 2, md: 4 }} spacing="md">
        {FEATURED_PRODUCT_CATEGORIES.map((category) => {
          const Icon = ICONS[category];
          return (
            <UnstyledButton
              key={category}
              className={classes.card}
              p="md"
              aria-pressed={selected === category}
              data-selected={selected === category || undefined}
              onClick={() => toggle(category)}
            >
              <ThemeIcon size={44} radius="xl" variant="light">
                <Icon size={24} aria-hidden />
              </ThemeIcon>
              <Text fw={700} mt="sm">
                {t(`categories.${category}`)}
              </Text>
              <Text size="sm" c="dimmed" data-testid={`quick-count-${category}`}>
                {t('categoriesSection.count', { count: counts.get(category) ?? 0 })}
              </Text>
            </UnstyledButton>
          );
        })}
      </CardGrid>
    </Container>
  );
}
