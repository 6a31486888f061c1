import { Container, Stack, Text, Title } from '@mantine/core';
import { ShopButton } from '#web/components/ShopButton.tsx';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

export function NotFound() {
  const { t } = useTranslation();
  return (
    <Container size="sm" py={80}>
      <Stack align="center" gap="md" ta="center">
        <Text fz={64} fw={900} c="amethyst.3" aria-hidden>
          404
        </Text>
        <Title order={1}>{t('notFound.title')}</Title>
        <Text c="dimmed">{t('notFound.text')}</Text>
        <ShopButton component={Link} to="/">
          {t('notFound.back')}
        </ShopButton>
      </Stack>
    </Container>
  );
}
