import { Box, Burger, Container, Group } from '@mantine/core';
import { ShopButton } from '#web/components/ShopButton.tsx';
import { useDisclosure } from '@mantine/hooks';
import { Link } from '@tanstack/react-router';
import { lazy, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { WhenOpened } from '#web/components/WhenOpened.tsx';
import { useSectionNav, type SectionId } from '#web/lib/sections.ts';
import classes from './Header.module.css';
import { Logo } from './Logo.tsx';

const MobileMenu = lazy(() => import('./MobileMenu.tsx').then((m) => ({ default: m.MobileMenu })));

type HeaderProps = {
  /** Language and currency pickers. */
  pickers: ReactNode;
  /** The search field (a button on a phone). */
  search: ReactNode;
  cartButton: ReactNode;
  adminButton: ReactNode;
};

/** docs/product.md §2's sticky header; below the md breakpoint it collapses into a menu. */
export function Header({ pickers, search, cartButton, adminButton }: HeaderProps) {
  const { t } = useTranslation();
  const goTo = useSectionNav();
  const [menuOpened, menu] = useDisclosure(false);
  const goAndClose = (id: SectionId) => {
    menu.close();
    goTo(id);
  };

  return (
    <Box component="header" className={classes.header}>
      <Container size="xl" className={classes.inner}>
        <Logo />
        <Group component="nav" aria-label={t('nav.main')} gap={4} visibleFrom="lg" wrap="nowrap">
          <ShopButton component={Link} to="/" variant="subtle" color="dark" size="compact-md" activeOptions={{ exact: true }}>
            {t('nav.home')}
          </ShopButton>
          <ShopButton component={Link} to="/gallery" variant="subtle" color="dark" size="compact-md">
            {t('nav.gallery')}
          </ShopButton>
          <ShopButton variant="subtle" color="dark" size="compact-md" onClick={() => goTo('products')}>
            {t('nav.products')}
          </ShopButton>
          <ShopButton variant="subtle" color="dark" size="compact-md" onClick={() => goTo('categories')}>
            {t('nav.categories')}
          </ShopButton>
          <ShopButton variant="subtle" color="dark" size="compact-md" onClick={() => goTo('contact')}>
            {t('nav.contact')}
          </ShopButton>
        </Group>
        <Group gap={6} wrap="nowrap">
          {search}
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

      <WhenOpened opened={menuOpened}>
        {(shown) => <MobileMenu opened={shown} onClose={menu.close} onSection={goAndClose} pickers={pickers} adminButton={adminButton} />}
      </WhenOpened>
    </Box>
  );
}
