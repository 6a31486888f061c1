import { Select, SimpleGrid, Stack, Switch, Tabs, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { GALLERY_MAX_PRICE_CENTS } from '#schema/gallery-api.ts';
import { minorToDecimal } from '#schema/money.ts';
import { UsdPriceInput } from '#web/components/UsdPriceInput.tsx';
import { OriginSelect, TreatmentSelect } from '#web/features/stone-facts/index.ts';
import type { EditImageField, EditImageValues, EditTab } from './edit-image-form.ts';
import { galleryCategoryOptions } from './gallery-categories.ts';

type EditImageFieldsProps = {
  form: UseFormReturnType<EditImageValues>;
  tab: EditTab;
  onTabChange: (tab: EditTab) => void;
  disabled: boolean;
};

const isEditTab = (value: string | null): value is EditTab => value === 'basic' || value === 'specifications' || value === 'metaphysical';

/** docs/product.md §2's three tabs of the gallery image edit dialog. */
export function EditImageFields({ form, tab, onTabChange, disabled }: EditImageFieldsProps) {
  const { t } = useTranslation();
  const field = (name: EditImageField) => ({
    label: t(`adminGallery.edit.${name}`),
    ...form.getInputProps(name),
    disabled,
  });
  const toggle = (name: 'stock' | 'featured') => ({
    label: t(`adminGallery.edit.${name}`),
    ...form.getInputProps(name, { type: 'checkbox' }),
    disabled,
  });

  return (
    <Tabs value={tab} onChange={(value) => isEditTab(value) && onTabChange(value)}>
      <Tabs.List mb="md" grow>
        <Tabs.Tab value="basic" px="sm">
          {t('adminGallery.edit.tabs.basic')}
        </Tabs.Tab>
        <Tabs.Tab value="specifications" px="sm">
          {t('adminGallery.edit.tabs.specifications')}
        </Tabs.Tab>
        <Tabs.Tab value="metaphysical" px="sm">
          {t('adminGallery.edit.tabs.metaphysical')}
        </Tabs.Tab>
      </Tabs.List>

      <Tabs.Panel value="basic">
        <Stack gap="sm">
          <TextInput key={form.key('name')} {...field('name')} required data-autofocus />
          <Textarea key={form.key('description')} {...field('description')} rows={4} />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <UsdPriceInput
              key={form.key('price')}
              {...field('price')}
              min={0}
              max={minorToDecimal(GALLERY_MAX_PRICE_CENTS, 'USD')}
              step={0.01}
              clampBehavior="none"
              placeholder={t('adminGallery.edit.pricePlaceholder')}
            />
            <Select
              key={form.key('category')}
              {...field('category')}
              data={galleryCategoryOptions(t)}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
            />
          </SimpleGrid>
          <TextInput key={form.key('tags')} {...field('tags')} description={t('adminGallery.edit.tagsHint')} />
          <SimpleGrid cols={2} spacing="sm">
            <Switch key={form.key('stock')} {...toggle('stock')} />
            <Switch key={form.key('featured')} {...toggle('featured')} />
          </SimpleGrid>
        </Stack>
      </Tabs.Panel>

      <Tabs.Panel value="specifications">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput key={form.key('weight')} {...field('weight')} />
          <TextInput key={form.key('dimensions')} {...field('dimensions')} />
          <TreatmentSelect
            key={form.key('treatmentCode')}
            {...form.getInputProps('treatmentCode')}
            unmappedText={form.getValues().treatment}
            disabled={disabled}
          />
          <OriginSelect
            key={form.key('originCode')}
            {...form.getInputProps('originCode')}
            unmappedText={form.getValues().origin}
            disabled={disabled}
          />
          <TextInput key={form.key('origin')} {...field('origin')} />
          <TextInput key={form.key('hardness')} {...field('hardness')} />
          <TextInput key={form.key('certification')} {...field('certification')} />
        </SimpleGrid>
      </Tabs.Panel>

      <Tabs.Panel value="metaphysical">
        <Textarea key={form.key('metaphysicalProperties')} {...field('metaphysicalProperties')} rows={6} />
      </Tabs.Panel>
    </Tabs>
  );
}
