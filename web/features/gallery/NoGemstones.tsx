import { EmptyState } from '@mantine/core';
import { IconDiamond } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import '@mantine/core/styles/EmptyState.css';
import { ShopButton } from '#web/components/ShopButton.tsx';

/** The gallery when no card matches: a way back to every gemstone when only the featured ones were asked for. */
export function NoGemstones({ featuredOnly, onViewAll }: { featuredOnly: boolean; onViewAll: () => void }) {
  const { t } = useTranslation();
  return (
    <EmptyState py="xl" data-testid="gallery-empty" withIndicatorBackground>
      <EmptyState.Indicator>
        <IconDiamond size={32} aria-hidden />
      </EmptyState.Indicator>
      <EmptyState.Title order={2}>{featuredOnly ? t('gallery.emptyFeaturedTitle') : t('gallery.emptyTitle')}</EmptyState.Title>
      <EmptyState.Description>{featuredOnly ? t('gallery.emptyFeaturedText') : t('gallery.emptyText')}</EmptyState.Description>
      {featuredOnly && (
        <EmptyState.Actions>
          <ShopButton onClick={onViewAll}>{t('gallery.viewAll')}</ShopButton>
        </EmptyState.Actions>
      )}
    </EmptyState>
  );
}
