import { Group, SegmentedControl, Select, TextInput } from '@mantine/core';
import { IconLayoutGrid, IconList, IconSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isGalleryCategory, type GalleryCategory } from '#schema/catalog.ts';
import { categoryFilterOptions } from './gallery-categories.ts';
import '#web/components/segmented-control-styles.ts';

export type GalleryView = 'grid' | 'list';

type GalleryToolbarProps = {
  search: string;
  onSearchChange: (search: string) => void;
  category: GalleryCategory | 'all';
  onCategoryChange: (category: GalleryCategory | 'all') => void;
  view: GalleryView;
  onViewChange: (view: GalleryView) => void;
};

/** Search, the category filter (all + docs/product.md §2's ten) and the grid/list toggle. */
export function GalleryToolbar({ search, onSearchChange, category, onCategoryChange, view, onViewChange }: GalleryToolbarProps) {
  const { t } = useTranslation();
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        label={t('adminGallery.filters.search')}
        placeholder={t('adminGallery.filters.searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => onSearchChange(event.currentTarget.value)}
        type="search"
        style={{ flex: '1 1 240px' }}
      />
      <Select
        label={t('adminGallery.filters.category')}
        data={categoryFilterOptions(t)}
        value={category}
        onChange={(value) => onCategoryChange(value && isGalleryCategory(value) ? value : 'all')}
        allowDeselect={false}
        style={{ flex: '1 1 180px' }}
      />
      <SegmentedControl
        value={view}
        onChange={(value) => onViewChange(value === 'list' ? 'list' : 'grid')}
        aria-label={t('adminGallery.filters.view')}
        data={[
          { value: 'grid', label: <ViewLabel icon={<IconLayoutGrid size={16} aria-hidden />} text={t('adminGallery.filters.grid')} /> },
          { value: 'list', label: <ViewLabel icon={<IconList size={16} aria-hidden />} text={t('adminGallery.filters.list')} /> },
        ]}
      />
    </Group>
  );
}

function ViewLabel({ icon, text }: { icon: ReactNode; text: string }) {
  return (
    <Group gap={6} wrap="nowrap" justify="center">
      {icon}
      <span>{text}</span>
    </Group>
  );
}
