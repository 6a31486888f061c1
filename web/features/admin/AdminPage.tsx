import { Container, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** /admin: sign-in and the dashboard (built by the admin issue). */
export function AdminPage() {
  const { t } = useTranslation();
  return (
    <Container size="sm" py="xl">
      <Title order={1}>{t('admin.title')}</Title>
      <Text c="dimmed">{t('admin.subtitle')}</Text>
    </Container>
  );
}
