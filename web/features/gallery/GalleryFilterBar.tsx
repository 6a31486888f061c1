import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useEffectEvent, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { GALLERY_CATEGORIES, isGalleryCategory, type GalleryCategory } from '#schema/catalog.ts';
import { GALLERY_SEARCH_MAX_LENGTH, type GalleryStats } from '#schema/gallery-api.ts';
import { Spinner } from '#web/components/Spinner.tsx';
import { ChoiceToggle } from '#web/components/ChoiceToggle.tsx';
import { PlainSelect } from '#web/components/PlainSelect.tsx';
import { PlainTextInput } from '#web/components/PlainTextInput.tsx';
import { unstyledLook } from '#web/components/plain/index.ts';
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
  useEffect(() => {
    searchTyped(debounced);
  }, [debounced]);

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
          <ClearButton onClick={clear} aria-label={t('gallery.clearSearch')} />
        ) : null
      }
    />
  );
}

/** Mantine's CloseButton class names (its sheet, checked against CloseButton.classes by GalleryFilterBar.test.tsx). */
export const CLOSE_BUTTON_CLASSES = { root: 'm_86a44da5', 'root--subtle': 'm_220c80f2' };

/** Mantine's small subtle CloseButton as plain markup: a cross that clears the search. */
export function ClearButton({ onClick, 'aria-label': label }: { onClick: () => void; 'aria-label': string }) {
  return (
    <button
      style={{ '--cb-size': 'var(--cb-size-sm)' } as CSSProperties}
      className={unstyledLook(
        `mantine-active ${CLOSE_BUTTON_CLASSES['root--subtle']} ${CLOSE_BUTTON_CLASSES.root} mantine-CloseButton-root`,
      )}
      data-variant="subtle"
      data-size="sm"
      type="button"
      onClick={onClick}
      aria-label={label}
    >
      <svg
        viewBox="0 0 15 15"
        fill="none"
        xmlns="http://www.w3.org/2000/svg"
        style={{ width: 'var(--cb-icon-size, 70%)', height: 'var(--cb-icon-size, 70%)' }}
      >
        <path d={CROSS} fill="currentColor" fillRule="evenodd" clipRule="evenodd" />
      </svg>
    </button>
  );
}

// Mantine's CloseIcon.
const CROSS =
  'M11.7816 4.03157C12.0062 3.80702 12.0062 3.44295 11.7816 3.2184C11.5571 2.99385 11.193 2.99385 10.9685 3.2184L7.50005 6.68682L4.03164 3.2184C3.80708 2.99385 3.44301 2.99385 3.21846 3.2184C2.99391 3.44295 2.99391 3.80702 3.21846 4.03157L6.68688 7.49999L3.21846 10.9684C2.99391 11.193 2.99391 11.557 3.21846 11.7816C3.44301 12.0061 3.80708 12.0061 4.03164 11.7816L7.50005 8.31316L10.9685 11.7816C11.193 12.0061 11.5571 12.0061 11.7816 11.7816C12.0062 11.557 12.0062 11.193 11.7816 10.9684L8.31322 7.49999L11.7816 4.03157Z';
