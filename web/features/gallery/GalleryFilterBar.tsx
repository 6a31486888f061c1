import { CloseButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useEffectEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GALLERY_CATEGORIES, isGalleryCategory, type GalleryCategory } from '#schema/catalog.ts';
import { GALLERY_SEARCH_MAX_LENGTH, type GalleryStats } from '#schema/gallery-api.ts';
import { Spinner } from '#web/components/Spinner.tsx';
import { ChoiceToggle } from '#web/components/ChoiceToggle.tsx';
import { PlainSelect } from '#web/components/PlainSelect.tsx';
import { PlainTextInput } from '#web/components/PlainTextInput.tsx';
import classes from './GalleryFilterBar.module.css';

const SEARCH_DEBOUNCE_MS = 300;
const ALL = 'all';

type GalleryFilterBarProps = {
  searchText: string;
  category: GalleryCategory | undefined;
  featuredOnly: boolean;
  /** Counts for the search and category, over all gemstones (featured or not). */
  counts: GalleryStats | undefined;
  /** True while results for a new filter are on their way. */
  busy: boolean;
  onSearch: (text: string) => void;
  onCategory: (category: GalleryCategory | undefined) => void;
  onFeaturedOnly: (featuredOnly: boolean) => void;
};

/** docs/product.md §2's search box, category filter and All / Featured toggle with their counts. */
export function GalleryFilterBar({
  searchText,
  category,
  featuredOnly,
  counts,
  busy,
  onSearch,
  onCategory,
  onFeaturedOnly,
}: GalleryFilterBarProps) {
  const { t } = useTranslation();
  const withCount = (label: string, count: number | undefined) => (count === undefined ? label : t('gallery.withCount', { label, count }));
  return (
    <div className={classes.bar}>
      <div className={classes.search}>
        <SearchBox searchText={searchText} busy={busy} onSearch={onSearch} />
      </div>
      <div className={classes.category}>
        {/* A native select, as the header's pickers: it keeps the popover code (floating-ui, Combobox) out of the first load. */}
        <PlainSelect
          label={t('gallery.categoryLabel')}
          value={category ?? ALL}
          onChange={(event) => {
            const value = event.currentTarget.value;
            onCategory(isGalleryCategory(value) ? value : undefined);
          }}
          data={[ALL, ...GALLERY_CATEGORIES].map((value) => ({ value, label: t(`gallery.categories.${value}`) }))}
        />
      </div>
      <div className={classes.show}>
        <ChoiceToggle
          label={t('gallery.showLabel')}
          value={featuredOnly ? 'featured' : ALL}
          onChange={(value) => onFeaturedOnly(value === 'featured')}
          options={[
            { value: ALL, label: withCount(t('gallery.allGemstones'), counts?.total) },
            { value: 'featured', label: withCount(t('gallery.featuredOnly'), counts?.featured) },
          ]}
        />
      </div>
    </div>
  );
}

type SearchBoxProps = { searchText: string; busy: boolean; onSearch: (text: string) => void };

/** Typing searches after a short pause; the query string follows, and a change of it from outside (a link) shows here. */
function SearchBox({ searchText, busy, onSearch }: SearchBoxProps) {
  const { t } = useTranslation();
  const [value, setValue] = useState(searchText);
  const [debounced] = useDebouncedValue(value, SEARCH_DEBOUNCE_MS);

  // A change that did not come from typing here (e.g. the header's Gallery link) shows in the box.
  const [shownFor, setShownFor] = useState(searchText);
  if (searchText !== shownFor) {
    setShownFor(searchText);
    if (searchText !== debounced.trim()) setValue(searchText);
  }

  // Only a new debounced value searches; the query string catching up must not search again.
  const searchTyped = useEffectEvent((text: string) => {
    if (text.trim() !== searchText) onSearch(text);
  });
  useEffect(() => searchTyped(debounced), [debounced]);

  const clear = () => {
    setValue('');
    onSearch('');
  };

  return (
    <PlainTextInput
      type="search"
      label={t('gallery.searchLabel')}
      placeholder={t('gallery.searchPlaceholder')}
      value={value}
      maxLength={GALLERY_SEARCH_MAX_LENGTH}
      onChange={(event) => setValue(event.currentTarget.value)}
      leftSection={<IconSearch size={16} aria-hidden />}
      rightSection={
        busy ? (
          <Spinner size="xs" aria-label={t('common.loading')} />
        ) : value ? (
          <CloseButton size="sm" onClick={clear} aria-label={t('gallery.clearSearch')} />
        ) : null
      }
    />
  );
}
