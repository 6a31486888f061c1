import { Button } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

export function AdminButton() {
  const { t } = useTranslation();
  return (
    <Button component={Link} to="/admin" variant="default" size="compact-sm" leftSection={<IconLock size={14} aria-hidden />}>
      {t('nav.admin')}
    </Button>
  );
}
