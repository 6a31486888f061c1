import { useTranslation } from 'react-i18next';
import { ErrorAlert } from './ErrorAlert.tsx';
import { PlainGroup, PlainText } from './plain/index.ts';
import { ShopButton } from './ShopButton.tsx';

/** A list that could not be loaded: what failed, and a button that asks the server again. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <ErrorAlert>
      <PlainGroup justify="space-between" gap="sm">
        <PlainText size="sm">{message}</PlainText>
        <ShopButton size="compact-sm" variant="light" color="red" onClick={onRetry}>
          {t('common.tryAgain')}
        </ShopButton>
      </PlainGroup>
    </ErrorAlert>
  );
}
