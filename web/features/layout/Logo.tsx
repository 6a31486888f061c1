import { Group, Text, UnstyledButton } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

export function Logo() {
  const { t } = useTranslation();
  return (
    <UnstyledButton component={Link} to="/" aria-label={t('nav.homeLink')}>
      <Group gap={8} wrap="nowrap">
        <img src="/favicon.svg" alt="" width={32} height={32} />
        <Text fw={800} fz={{ base: 'md', sm: 'lg' }} c="amethyst.9" style={{ whiteSpace: 'nowrap' }}>
          {t('brand.name')}
        </Text>
      </Group>
    </UnstyledButton>
  );
}
