import { Container, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** While the search page's code or first answer loads in the browser. */
export function SearchPending() {
  const { t } = useTranslation();
  return (
    <Container size="xl" py="xl">
      <Text>{t('common.loading')}</Text>
    </Container>
  );
}
