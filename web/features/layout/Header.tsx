import { ShopButton } from '#web/components/ShopButton.tsx';
import { useDisclosure } from '@mantine/hooks';
import { Link } from '@tanstack/react-router';
import { lazy, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { WhenOpened } from '#web/components/WhenOpened.tsx';
import { PlainContainer, PlainGroup, unstyledLook } from '#web/components/plain/index.ts';
import { useSectionNav, type SectionId } from '#web/lib/sections.ts';
import classes from './Header.module.css';
import { Logo } from './Logo.tsx';
import { withMantineTheme } from '#web/app/with-mantine-theme.ts';

const MobileMenu = lazy(withMantineTheme(() => import('./MobileMenu.tsx').then((m) => m.MobileMenu)));

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
    <header className={classes.header}>
      <PlainContainer size="xl" className={classes.inner}>
        <Logo />
        <PlainGroup component="nav" gap={4} wrap="nowrap" className="mantine-visible-from-lg" aria-label={t('nav.main')}>
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
        </PlainGroup>
        <PlainGroup gap={6} wrap="nowrap">
          {search}
          <PlainGroup gap={4} wrap="nowrap" className="mantine-visible-from-sm">
            {pickers}
          </PlainGroup>
          {cartButton}
          <div className="mantine-visible-from-lg">{adminButton}</div>
          <MenuBurger opened={menuOpened} onClick={menu.toggle} label={t(menuOpened ? 'nav.closeMenu' : 'nav.openMenu')} />
        </PlainGroup>
      </PlainContainer>

      <WhenOpened opened={menuOpened}>
        {(shown) => <MobileMenu opened={shown} onClose={menu.close} onSection={goAndClose} pickers={pickers} adminButton={adminButton} />}
      </WhenOpened>
    </header>
  );
}

/** Mantine's Burger class names (its sheet, checked against Burger.classes by Header.test.tsx). */
export const BURGER_CLASSES = { root: 'm_fea6bf1a', burger: 'm_d4fb9cad' };

type MenuBurgerProps = { opened: boolean; onClick: () => void; label: string };

/**
 * The menu's button below the lg breakpoint: Mantine's small Burger as plain markup with its sheet, three lines that
 * turn into a cross as the menu opens.
 */
export function MenuBurger({ opened, onClick, label }: MenuBurgerProps) {
  return (
    <button
      style={{ '--burger-size': 'var(--burger-size-sm)' } as CSSProperties}
      className={`${unstyledLook(`${BURGER_CLASSES.root} mantine-Burger-root`)} mantine-hidden-from-lg`}
      data-size="sm"
      type="button"
      onClick={onClick}
      aria-label={label}
      aria-expanded={opened}
      aria-controls="mobile-menu"
    >
      <div className={`${BURGER_CLASSES.burger} mantine-Burger-burger`} data-reduce-motion="true" data-opened={opened || undefined} />
    </button>
  );
}
