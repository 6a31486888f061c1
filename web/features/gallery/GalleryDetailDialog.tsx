import { Badge, Button, DataList, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconEye, IconPhone } from '@tabler/icons-react';
import { MessagingButton } from '#web/components/MessagingButton.tsx';
import { useTranslation } from 'react-i18next';
import type { GalleryImage } from '#schema/gallery-api.ts';
import { formatUsd } from '#schema/money.ts';
import { GemImage, GreyPlaceholder } from '#web/components/GemImage.tsx';
import { gridImageSizes } from '#web/components/image-sizes.ts';
import { phoneLink, SHOP_PHONE_DISPLAY } from '#web/lib/contact.ts';
import { inquiryText } from './inquiry.ts';
import '#web/components/dialog-styles.ts';
import '@mantine/core/styles/DataList.css';

type GalleryDetailDialogProps = {
  /** The image shown; null keeps the dialog closed. */
  image: GalleryImage | null;
  onClose: () => void;
};

/** The specification fields docs/product.md §2's detail dialog lists, in its order. */
/** Image beside the details from sm up, inside the xl dialog (780 px). */
const DETAIL_COLUMNS = { base: 1, sm: 2 } as const;
const DETAIL_IMAGE_SIZES = gridImageSizes(DETAIL_COLUMNS, 780);

const SPECIFICATIONS = ['weight', 'dimensions', 'origin', 'hardness', 'treatment', 'certification'] as const;

/** docs/product.md §2's detail dialog: the whole record of one stone, and two ways to ask about it. */
export function GalleryDetailDialog({ image, onClose }: GalleryDetailDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={image !== null}
      onClose={onClose}
      // The stone's own texts are as staff wrote them: each is set in its own direction (<bdi>, dir="auto").
      title={image && <bdi>{image.name}</bdi>}
      size="xl"
      radius="md"
      closeButtonProps={{ 'aria-label': t('common.close') }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-xl)' } }}
    >
      {image && <Details image={image} />}
    </Modal>
  );
}

function Details({ image }: { image: GalleryImage }) {
  const { t, i18n } = useTranslation();
  const notSpecified = t('gallery.details.notSpecified');
  return (
    <SimpleGrid cols={DETAIL_COLUMNS} spacing="lg" data-testid="gallery-details">
      <Stack gap="sm">
        <GemImage
          src={image.imageUrl}
          alt={image.name}
          sizes={DETAIL_IMAGE_SIZES}
          eager
          fallback={<GreyPlaceholder label={t('gallery.imagePlaceholder')} />}
        />
        <Group gap="xs">
          <Badge variant="light">{t(`gallery.categories.${image.category}`, image.category)}</Badge>
          {image.featured && (
            <Badge color="yellow.4" c="dark.8">
              {t('gallery.featured')}
            </Badge>
          )}
          <Group gap={4} c="dimmed" ms="auto" data-testid="gallery-details-views">
            <IconEye size={16} aria-hidden />
            <Text size="sm">{t('gallery.views', { count: image.views })}</Text>
          </Group>
        </Group>
      </Stack>
      <Stack gap="md">
        <div>
          <Text size="sm" c="dimmed">
            {t('gallery.details.price')}
          </Text>
          <Text fw={800} size="xl" c="amethyst.9" data-testid="gallery-details-price">
            {image.price === null ? t('gallery.priceOnRequest') : formatUsd(image.price, i18n.language)}
          </Text>
        </div>
        <Text dir="auto">{image.description}</Text>
        <DataList size="sm" labelWidth="9rem" withDivider>
          {SPECIFICATIONS.map((field) => (
            <DataList.Item key={field}>
              <DataList.ItemLabel>{t(`gallery.details.${field}`)}</DataList.ItemLabel>
              <DataList.ItemValue dir="auto">{image[field] || notSpecified}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList>
        <div>
          <Text size="sm" fw={600}>
            {t('gallery.details.metaphysicalProperties')}
          </Text>
          <Text size="sm" c="dimmed" dir="auto">
            {image.metaphysicalProperties || notSpecified}
          </Text>
        </div>
        <Stack gap="xs">
          <MessagingButton size="md" text={inquiryText(t, image.name)}>
            {t('gallery.contactMessaging')}
          </MessagingButton>
          <Button component="a" href={phoneLink()} variant="outline" leftSection={<IconPhone size={18} aria-hidden />}>
            {t('gallery.call', { phone: SHOP_PHONE_DISPLAY })}
          </Button>
        </Stack>
      </Stack>
    </SimpleGrid>
  );
}
