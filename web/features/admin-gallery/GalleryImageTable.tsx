import { Box, Checkbox, Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { GalleryImage } from '#schema/gallery-api.ts';
import { formatUsd } from '#schema/money.ts';
import { GemImage, GreyPlaceholder } from '#web/components/GemImage.tsx';
import { categoryLabel } from './gallery-categories.ts';
import { ImageActions, type ImageActionHandlers } from './ImageActions.tsx';
import { ImageBadges } from './ImageBadges.tsx';
import type { Selection } from './use-selection.ts';

type GalleryImageTableProps = ImageActionHandlers & { images: GalleryImage[]; selection: Selection };

const THUMBNAIL = 56;

/** The list view: one row per image, scrolling sideways on a narrow screen. */
export function GalleryImageTable({ images, selection, ...actions }: GalleryImageTableProps) {
  const { t, i18n } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table verticalSpacing="xs" highlightOnHover data-testid="admin-gallery-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <Checkbox
                checked={selection.allSelected}
                indeterminate={selection.selectedIds.length > 0 && !selection.allSelected}
                onChange={(event) => selection.selectAll(event.currentTarget.checked)}
                aria-label={t('adminGallery.bulk.selectAll')}
              />
            </Table.Th>
            <Table.Th w={THUMBNAIL + 16}>{t('adminGallery.table.image')}</Table.Th>
            <Table.Th>{t('adminGallery.table.name')}</Table.Th>
            <Table.Th>{t('adminGallery.table.category')}</Table.Th>
            <Table.Th>{t('adminGallery.table.price')}</Table.Th>
            <Table.Th>{t('adminGallery.table.status')}</Table.Th>
            <Table.Th>{t('adminGallery.table.views')}</Table.Th>
            <Table.Th>{t('adminGallery.table.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {images.map((image) => (
            <Table.Tr key={image.id} data-testid="admin-gallery-row" aria-selected={selection.isSelected(image.id)}>
              <Table.Td>
                <Checkbox
                  checked={selection.isSelected(image.id)}
                  onChange={(event) => selection.toggle(image.id, event.currentTarget.checked)}
                  aria-label={t('adminGallery.card.select', { name: image.name })}
                />
              </Table.Td>
              <Table.Td>
                <Box w={THUMBNAIL}>
                  <GemImage
                    src={image.imageUrl}
                    alt={image.name}
                    width={THUMBNAIL}
                    height={THUMBNAIL}
                    sizes={`${THUMBNAIL}px`}
                    fallback={<GreyPlaceholder label="" />}
                  />
                </Box>
              </Table.Td>
              <Table.Td maw={280}>
                <Stack gap={2}>
                  <Text fw={700} size="sm" lineClamp={1} dir="auto">
                    {image.name}
                  </Text>
                  <Text size="xs" c="dimmed" lineClamp={1} dir="auto">
                    {image.description}
                  </Text>
                </Stack>
              </Table.Td>
              <Table.Td>{categoryLabel(t, image.category)}</Table.Td>
              <Table.Td>
                <Text size="sm" fw={700} c={image.price === null ? 'dimmed' : undefined}>
                  {image.price === null ? t('adminGallery.card.noPrice') : formatUsd(image.price, i18n.language)}
                </Text>
              </Table.Td>
              <Table.Td>
                <ImageBadges image={image} />
              </Table.Td>
              <Table.Td>{new Intl.NumberFormat(i18n.language).format(image.views)}</Table.Td>
              <Table.Td>
                <Group wrap="nowrap">
                  <ImageActions image={image} {...actions} />
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
