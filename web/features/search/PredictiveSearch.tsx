import '#web/components/dialog-styles.ts';
import { Combobox, Group, Image, Modal, Text, TextInput, useCombobox, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useMemo, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PRODUCT_CATEGORIES, type ProductCategory } from '#schema/catalog.ts';
import { SEARCH_MAX_LENGTH } from '#schema/search-api.ts';
import { useMoney } from '#web/features/currency/index.ts';
import { pageOf } from '#web/lib/api.ts';
import { usePredictedGalleryImages, usePredictedStones } from './api/search-products.ts';
import { categoriesNamedBy } from './named-categories.ts';
import { apiQueryOf } from './search-query.ts';

/** docs/product.md §2 "Search": suggestions from the second character, after a pause in typing. */
export const PREDICT_MIN_LENGTH = 2;
export const PREDICT_DEBOUNCE_MS = 250;
const STONES = 5;
const CATEGORIES = 4;

export type PredictiveSearchProps = {
  inModal?: boolean;
  /** What was typed into the header's first field before this box had loaded (HeaderSearch). */
  initialValue?: string;
  onDone: () => void;
};

/** The header's search box with its predictive results: stones, categories and gallery images, then "all results". */
export function PredictiveSearch({ inModal = false, initialValue = '', onDone }: PredictiveSearchProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const money = useMoney();
  const [value, setValue] = useState(initialValue);
  const [debounced] = useDebouncedValue(value.trim(), PREDICT_DEBOUNCE_MS);
  const words = debounced.length >= PREDICT_MIN_LENGTH ? debounced : null;
  const named = useMemo(() => (words ? categoriesNamedBy(words, t) : []), [words, t]);
  const stones = usePredictedStones(words ? apiQueryOf({ q: words }, money.currency, named, STONES) : null);
  const gallery = usePredictedGalleryImages(words);
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });

  const shownStones = words ? (stones.data?.items ?? []) : [];
  const found = new Set(
    stones.data?.facets
      .find((facet) => facet.name === 'category')
      ?.values.filter((v) => v.count > 0)
      .map((v) => v.value),
  );
  const categories = words
    ? PRODUCT_CATEGORIES.filter((category) => named.includes(category) || found.has(category)).slice(0, CATEGORIES)
    : [];
  const images = words && gallery.data ? pageOf(gallery.data).items : [];
  const count = shownStones.length + categories.length + images.length;

  const finish = () => {
    combobox.closeDropdown();
    setValue('');
    onDone();
  };
  const searchAll = (text: string) => {
    finish();
    void navigate({ to: '/search', search: { q: text.trim().slice(0, SEARCH_MAX_LENGTH) || undefined } });
  };
  const pick = (option: string) => {
    const [kind, id = ''] = option.split(':');
    if (kind === 'all') return searchAll(value);
    finish();
    if (kind === 'stone') void navigate({ to: '/products/$id', params: { id: Number(id) } });
    if (kind === 'category') void navigate({ to: '/search', search: { category: id as ProductCategory } });
    if (kind === 'image') void navigate({ to: '/gallery/$id', params: { id: Number(id) } });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter with no suggestion chosen searches for the words; Escape on a closed list leaves the box.
    if (event.key === 'Enter' && combobox.getSelectedOptionIndex() === -1) {
      event.preventDefault();
      searchAll(value);
    }
    if (event.key !== 'Escape') return;
    // A search field's own Escape empties it, and the emptying counts as typing, which opened the list again.
    event.preventDefault();
    if (!combobox.dropdownOpened || !words) finish();
  };

  const box = (
    <Combobox store={combobox} onOptionSubmit={pick} withinPortal={!inModal} zIndex={inModal ? 400 : 300}>
      <Combobox.Target>
        <TextInput
          type="search"
          aria-label={t('search.label')}
          placeholder={t('search.placeholder')}
          value={value}
          maxLength={SEARCH_MAX_LENGTH}
          leftSection={<IconSearch size={16} aria-hidden />}
          autoFocus
          data-autofocus
          data-testid="header-search-input"
          onChange={(event) => {
            setValue(event.currentTarget.value);
            combobox.openDropdown();
            combobox.resetSelectedOption();
          }}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => {
            combobox.closeDropdown();
            if (!inModal && value === '') onDone();
          }}
          onKeyDown={onKeyDown}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={!words} miw={300}>
        <Combobox.Options
          aria-label={t('search.suggestions')}
          mah={inModal ? undefined : 'calc(100vh - 120px)'}
          style={{ overflowY: 'auto' }}
        >
          {shownStones.length > 0 && (
            <Combobox.Group label={t('search.stones')}>
              {shownStones.map((stone) => (
                <Combobox.Option key={stone.id} value={`stone:${stone.id}`}>
                  <Group gap="sm" wrap="nowrap">
                    <Image src={stone.imageUrl} alt="" w={40} h={40} radius="sm" fit="cover" />
                    <div style={{ minWidth: 0 }}>
                      <Text size="sm" truncate dir="auto">
                        {stone.name}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {money.format(stone.price)}
                      </Text>
                    </div>
                  </Group>
                </Combobox.Option>
              ))}
            </Combobox.Group>
          )}
          {categories.length > 0 && (
            <Combobox.Group label={t('search.categories')}>
              {categories.map((category) => (
                <Combobox.Option key={category} value={`category:${category}`}>
                  {t(`categories.${category}`)}
                </Combobox.Option>
              ))}
            </Combobox.Group>
          )}
          {images.length > 0 && (
            <Combobox.Group label={t('search.gallery')}>
              {images.map((image) => (
                <Combobox.Option key={image.id} value={`image:${image.id}`}>
                  <Group gap="sm" wrap="nowrap">
                    <Image src={image.imageUrl} alt="" w={32} h={32} radius="sm" fit="cover" />
                    <Text size="sm" truncate dir="auto">
                      {image.name}
                    </Text>
                  </Group>
                </Combobox.Option>
              ))}
            </Combobox.Group>
          )}
          {count === 0 && !stones.isFetching && <Combobox.Empty>{t('search.noSuggestions')}</Combobox.Empty>}
          <Combobox.Option value="all" fw={600}>
            {t('search.allResultsFor', { q: words ?? '' })}
          </Combobox.Option>
        </Combobox.Options>
      </Combobox.Dropdown>
      <VisuallyHidden role="status" aria-live="polite">
        {words && !stones.isFetching ? t('search.suggestionCount', { count }) : ''}
      </VisuallyHidden>
    </Combobox>
  );

  if (!inModal) return box;
  return (
    <Modal
      opened
      onClose={onDone}
      title={t('search.label')}
      fullScreen
      radius={0}
      transitionProps={{ duration: 0 }}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {box}
    </Modal>
  );
}
