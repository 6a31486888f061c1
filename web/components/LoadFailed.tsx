import { Alert, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A list that could not be loaded: what failed, and a button that asks the server again. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" role="alert">
      <Group justify="space-between" gap="sm">
        <Text size="sm">{message}</Text>
        <Button size="compact-sm" variant="light" color="red" onClick={onRetry}>
          {t('common.tryAgain')}
        </Button>
      </Group>
    </Alert>
  );
}
