import { Box, Text } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export function PromoBanner() {
  const { t } = useTranslation();
  return (
    <Box bg="amethyst.9" c="white" py={8} px="md" ta="center" role="note" aria-label={t('promo.label')}>
      <Text size="sm" fw={600}>
        <IconSparkles size={14} aria-hidden style={{ verticalAlign: '-2px' }} /> {t('promo.text', { discount: '10% - 15%' })}
      </Text>
    </Box>
  );
}
