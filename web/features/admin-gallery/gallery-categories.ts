import { GALLERY_CATEGORIES, isGalleryCategory } from '#schema/catalog.ts';

type Translate = (key: string) => string;

/** docs/product.md §9's gallery categories as Select options, labelled in the admin's language. */
export const galleryCategoryOptions = (t: Translate) =>
  GALLERY_CATEGORIES.map((category) => ({ value: category, label: t(`adminGallery.categories.${category}`) }));

/** The filter's options: every category, with 'all' first. */
export const categoryFilterOptions = (t: Translate) => [
  { value: 'all', label: t('adminGallery.filters.all') },
  ...galleryCategoryOptions(t),
];

/** A category's label; an unknown one (older data) is shown as stored. */
export const categoryLabel = (t: Translate, category: string) =>
  isGalleryCategory(category) ? t(`adminGallery.categories.${category}`) : category;
