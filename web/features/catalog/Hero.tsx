import { Box, Container, Group, Stack, Text, Title } from '@mantine/core';
import { ShopButton } from '#web/components/ShopButton.tsx';
import { IconArrowDown, IconCategory } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { scrollToSection } from '#web/lib/sections.ts';
import classes from './Hero.module.css';

export function Hero() {
  const { t } = useTranslation();
  return (
    <Box component="section" className={classes.hero} aria-labelledby="hero-title">
      <Container size="xl" py={{ base: 48, md: 88 }}>
        <Stack gap="lg" maw={680}>
          <Text tt="uppercase" fw={700} c="amethyst.1" size="sm">
            {t('hero.kicker')}
          </Text>
          <Title order={1} id="hero-title" c="white" fz={{ base: 34, md: 52 }} lh={1.1}>
            {t('hero.title')}
          </Title>
          <Text c="gray.2" size="lg">
            {t('hero.text')}
          </Text>
          <Group gap="sm">
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
          </Group>
        </Stack>
      </Container>
    </Box>
  );
}
