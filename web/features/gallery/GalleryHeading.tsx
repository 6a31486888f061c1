import { useTranslation } from 'react-i18next';
import { PlainText, PlainTitle, rem } from '#web/components/plain/index.ts';

/** The gallery's title and subtitle, the same while it loads, fails or shows its cards. */
export function GalleryHeading() {
  const { t } = useTranslation();
  return (
    <div>
      <PlainTitle order={1}>{t('gallery.title')}</PlainTitle>
      <PlainText c="dimmed" style={{ marginTop: rem(4) }}>
        {t('gallery.subtitle')}
      </PlainText>
    </div>
  );
}
