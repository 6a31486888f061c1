import { Group, Text } from '@mantine/core';
import { ErrorAlert } from './ErrorAlert.tsx';
import { ShopButton } from './ShopButton.tsx';
import { useTranslation } from 'react-i18next';

/** A list that could not be loaded: what failed, and a button that asks the server again. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <ErrorAlert>
      <Group justify="space-between" gap="sm">
        <Text size="sm">{message}</Text>
        <ShopButton size="compact-sm" variant="light" color="red" onClick={onRetry}>
          {t('common.tryAgain')}
        </ShopButton>
      </Group>
    </ErrorAlert>
  );
}
