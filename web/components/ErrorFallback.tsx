import { Container, Stack, Text, Title } from '@mantine/core';
import { ShopButton } from '#web/components/ShopButton.tsx';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * What a page shows instead of going blank when something in it throws: a translated "Something went
 * wrong" and a retry that loads the page again (its loader and its queries).
 */
export function ErrorFallback({ error, reset }: ErrorComponentProps) {
  const { t } = useTranslation();
  const router = useRouter();
  const queryReset = useQueryErrorResetBoundary();
  useEffect(() => console.error('a page failed to render', error), [error]);

  const retry = () => {
    queryReset.reset();
    reset();
    void router.invalidate();
  };

  return (
    <Container size="sm" py={80}>
      <Stack align="center" gap="md" ta="center" role="alert">
        <Title order={1}>{t('common.somethingWentWrong')}</Title>
        <Text c="dimmed">{t('common.somethingWentWrongText')}</Text>
        <ShopButton onClick={retry}>{t('common.tryAgain')}</ShopButton>
      </Stack>
    </Container>
  );
}
