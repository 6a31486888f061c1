import { ShopButton } from '#web/components/ShopButton.tsx';
import { IconArrowDown, IconCategory } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PlainContainer, PlainGroup, PlainStack, PlainText, PlainTitle } from '#web/components/plain/index.ts';
import { scrollToSection } from '#web/lib/sections.ts';
import classes from './Hero.module.css';

export function Hero() {
  const { t } = useTranslation();
  return (
    <section className={classes.hero} aria-labelledby="hero-title">
      <PlainContainer size="xl" className={classes.inner}>
        <PlainStack gap="lg" className={classes.content}>
          <PlainText fw={700} c="amethyst.1" size="sm" className={classes.kicker}>
            {t('hero.kicker')}
          </PlainText>
          <PlainTitle order={1} id="hero-title" c="white" className={classes.title}>
            {t('hero.title')}
          </PlainTitle>
          <PlainText c="gray.2" size="lg">
            {t('hero.text')}
          </PlainText>
          <PlainGroup gap="sm">
            <ShopButton
              size="lg"
              color="white"
              c="amethyst.9"
              rightSection={<IconArrowDown size={18} aria-hidden />}
              onClick={() => scrollToSection('products')}
            >
              {t('hero.explore')}
            </ShopButton>
            <ShopButton
              size="lg"
              variant="outline"
              color="white"
              leftSection={<IconCategory size={18} aria-hidden />}
              onClick={() => scrollToSection('categories')}
            >
              {t('hero.browseCategories')}
            </ShopButton>
          </PlainGroup>
        </PlainStack>
      </PlainContainer>
    </section>
  );
}
