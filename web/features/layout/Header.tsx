import { Box, Burger, Button, Container, Drawer, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FEATURED_PRODUCT_CATEGORIES } from '#schema/catalog.ts';
import { useSectionNav } from '#web/lib/sections.ts';
import classes from './Header.module.css';
import { Logo } from './Logo.tsx';

type HeaderProps = {
  /** Language and currency pickers. */
  pickers: ReactNode;
  cartButton: ReactNode;
  adminButton: ReactNode;
};

/** docs/product.md §2's sticky header; below the md breakpoint it collapses into a menu. */
export function Header({ pickers, cartButton, adminButton }: HeaderProps) {
  const { t } = useTranslation();
  const goTo = useSectionNav();
  const [menuOpened, menu] = useDisclosure(false);
  const goAndClose = (id: Parameters<typeof goTo>[0]) => {
    menu.close();
    goTo(id);
  };

  return (
    <Box component="header" className={classes.header}>
      <Container size="xl" className={classes.inner}>
        <Logo />
        <Group component="nav" aria-label={t('nav.main')} gap={4} visibleFrom="lg" wrap="nowrap">
          <Button component={Link} to="/" variant="subtle" color="dark" size="compact-md" activeOptions={{ exact: true }}>
            {t('nav.home')}
          </Button>
          <Button component={Link} to="/gallery" variant="subtle" color="dark" size="compact-md">
            {t('nav.gallery')}
          </Button>
          <Button variant="subtle" color="dark" size="compact-md" onClick={() => goTo('products')}>
            {t('nav.products')}
          </Button>
          <Button variant="subtle" color="dark" size="compact-md" onClick={() => goTo('categories')}>
            {t('nav.categories')}
          </Button>
          <Button variant="subtle" color="dark" size="compact-md" onClick={() => goTo('contact')}>
            {t('nav.contact')}
          </Button>
        </Group>
        <Group gap={6} wrap="nowrap">
          <Group gap={4} visibleFrom="sm" wrap="nowrap">
            {pickers}
          </Group>
          {cartButton}
          <Box visibleFrom="lg">{adminButton}</Box>
          <Burger
            hiddenFrom="lg"
            opened={menuOpened}
            onClick={menu.toggle}
            size="sm"
            aria-label={t(menuOpened ? 'nav.closeMenu' : 'nav.openMenu')}
            aria-expanded={menuOpened}
            aria-controls="mobile-menu"
          />
        </Group>
      </Container>

      <Drawer
        id="mobile-menu"
        opened={menuOpened}
        onClose={menu.close}
        title={t('nav.menu')}
        position="right"
        size="xs"
        hiddenFrom="lg"
        closeButtonProps={{ 'aria-label': t('nav.closeMenu') }}
      >
        <Stack gap="xs" component="nav" aria-label={t('nav.main')}>
          <Button component={Link} to="/" variant="light" justify="start" onClick={menu.close}>
            {t('nav.home')}
          </Button>
          <Button component={Link} to="/gallery" variant="light" justify="start" onClick={menu.close}>
            {t('nav.gallery')}
          </Button>
          <Button variant="light" justify="start" onClick={() => goAndClose('products')}>
            {t('nav.products')}
          </Button>
          <Button variant="light" justify="start" onClick={() => goAndClose('categories')}>
            {t('nav.categories')}
          </Button>
          <Button variant="light" justify="start" onClick={() => goAndClose('contact')}>
            {t('nav.contact')}
          </Button>
          <Text size="sm" fw={600} mt="sm">
            {t('nav.quickCategories')}
          </Text>
          {/* docs/product.md §2: these only scroll to the products; they do not filter. */}
          <Group gap="xs">
            {FEATURED_PRODUCT_CATEGORIES.map((category) => (
              <Button key={category} size="xs" variant="outline" onClick={() => goAndClose('products')}>
                {t(`nav.quick.${category}`)}
              </Button>
            ))}
          </Group>
          <Group gap="xs" mt="sm" hiddenFrom="sm">
            {pickers}
          </Group>
          <Box mt="sm" onClick={menu.close}>
            {adminButton}
          </Box>
        </Stack>
      </Drawer>
    </Box>
  );
}
