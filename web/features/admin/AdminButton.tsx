import { ShopButton } from '#web/components/ShopButton.tsx';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useOpenAdminAccess } from './admin-access.tsx';

/** The header's Admin button: opens the 'Admin Access' sign-in dialog. */
export function AdminButton() {
  const { t } = useTranslation();
  const openAdminAccess = useOpenAdminAccess();
  return (
    <ShopButton
      variant="default"
      size="compact-sm"
      leftSection={<IconLock size={14} aria-hidden />}
      onClick={openAdminAccess}
      aria-haspopup="dialog"
    >
      {t('nav.admin')}
    </ShopButton>
  );
}
