import { useTranslation } from 'react-i18next';
import { PlainText, PlainTitle } from '#web/components/plain/index.ts';

/** The gallery's title and subtitle, the same while it loads, fails or shows its cards. */
export function GalleryHeading() {
  const { t } = useTranslation();
  return (
    <div>
      <PlainTitle order={1}>{t('gallery.title')}</PlainTitle>
      <PlainText c="dimmed" style={{ marginTop: 'calc(0.25rem * var(--mantine-scale))' }}>
        {t('gallery.subtitle')}
      </PlainText>
    </div>
  );
}
