import { Box, Drawer, Group, Stack, Text } from '@mantine/core';
import { ShopButton } from '#web/components/ShopButton.tsx';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FEATURED_PRODUCT_CATEGORIES } from '#schema/catalog.ts';
import type { SectionId } from '#web/lib/sections.ts';
import '#web/components/dialog-styles.ts';

type MobileMenuProps = {
  opened: boolean;
  onClose: () => void;
  /** Closes the menu and scrolls to a home page section. */
  onSection: (id: SectionId) => void;
  pickers: ReactNode;
  adminButton: ReactNode;
};

/** The header's menu below the lg breakpoint: the links, the quick categories, the pickers and Admin. */
export function MobileMenu({ opened, onClose, onSection, pickers, adminButton }: MobileMenuProps) {
  const { t } = useTranslation();
  return (
    <Drawer
      id="mobile-menu"
      opened={opened}
      onClose={onClose}
      title={t('nav.menu')}
      position="right"
      size="xs"
      hiddenFrom="lg"
      closeButtonProps={{ 'aria-label': t('nav.closeMenu') }}
    >
      <Stack gap="xs" component="nav" aria-label={t('nav.main')}>
        <ShopButton component={Link} to="/" variant="light" justify="start" onClick={onClose}>
          {t('nav.home')}
        </ShopButton>
        <ShopButton component={Link} to="/gallery" variant="light" justify="start" onClick={onClose}>
          {t('nav.gallery')}
        </ShopButton>
        <ShopButton variant="light" justify="start" onClick={() => onSection('products')}>
          {t('nav.products')}
        </ShopButton>
        <ShopButton variant="light" justify="start" onClick={() => onSection('categories')}>
          {t('nav.categories')}
        </ShopButton>
        <ShopButton variant="light" justify="start" onClick={() => onSection('contact')}>
          {t('nav.contact')}
        </ShopButton>
        <Text size="sm" fw={600} mt="sm">
          {t('nav.quickCategories')}
        </Text>
        {/* docs/product.md §2: these only scroll to the products; they do not filter. */}
        <Group gap="xs">
          {FEATURED_PRODUCT_CATEGORIES.map((category) => (
            <ShopButton key={category} size="xs" variant="outline" onClick={() => onSection('products')}>
              {t(`nav.quick.${category}`)}
            </ShopButton>
          ))}
        </Group>
        <Group gap="xs" mt="sm" hiddenFrom="sm">
          {pickers}
        </Group>
        <Box mt="sm" onClick={onClose}>
          {adminButton}
        </Box>
      </Stack>
    </Drawer>
  );
}
