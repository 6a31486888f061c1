import { Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The gallery's title and subtitle, the same while it loads, fails or shows its cards. */
export function GalleryHeading() {
  const { t } = useTranslation();
  return (
    <div>
      <Title order={1}>{t('gallery.title')}</Title>
      <Text c="dimmed" mt={4}>
        {t('gallery.subtitle')}
      </Text>
    </div>
  );
}
