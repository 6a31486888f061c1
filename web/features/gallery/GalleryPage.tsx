import { Container, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** /gallery: the public gemstone gallery (search, filters and details arrive with the gallery issue). */
export function GalleryPage() {
  const { t } = useTranslation();
  return (
    <Container size="xl" py="xl">
      <Title order={1}>{t('gallery.title')}</Title>
      <Text c="dimmed">{t('gallery.subtitle')}</Text>
    </Container>
  );
}
