import { Anchor, Box, Container, Divider, Group, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { CardGrid } from '#web/components/CardGrid.tsx';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { COUNTRY_DIRECTORS, REGISTRATION_NUMBER, SHOP_EMAIL } from '#web/lib/contact.ts';
import { useSectionNav } from '#web/lib/sections.ts';
import { chooseLanguage, type Language, LANGUAGES } from '#web/features/i18n/index.ts';
import classes from './Footer.module.css';
import { Ltr } from '#web/components/Ltr.tsx';

const REGIONS: Language['region'][] = ['europe', 'africa', 'americas', 'middleEast', 'asia'];
const COLLECTIONS = ['healing', 'birthstone', 'rare', 'crystal'] as const;
const CARE_TOPICS = ['shipping', 'returns', 'authenticity', 'faq'] as const;
const SOCIAL = ['Instagram', 'Facebook', 'Pinterest', 'YouTube'] as const;

export function Footer() {
  const { t, i18n } = useTranslation();
  const goTo = useSectionNav();
  return (
    <Box component="footer" id="contact" className={classes.footer}>
      <Container size="xl" pt="xl">
        <CardGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="xl">
          <Stack gap="xs">
            <Title order={2} size="h4" c="white">
              {t('brand.name')}
            </Title>
            <Text size="sm">{t('footer.blurb')}</Text>
            <Text size="sm" fw={600} c="white" mt="xs">
              {t('footer.follow')}
            </Text>
            <Group gap="xs">
              {SOCIAL.map((network) => (
                <Text key={network} size="sm">
                  {network}
                </Text>
              ))}
            </Group>
          </Stack>

          <Stack gap={6}>
            <Title order={3} size="h5" c="white">
              {t('footer.quickLinks')}
            </Title>
            <Anchor component={Link} to="/" className={classes.link}>
              {t('nav.home')}
            </Anchor>
            <Anchor component={Link} to="/gallery" className={classes.link}>
              {t('nav.gallery')}
            </Anchor>
            <UnstyledButton className={classes.link} onClick={() => goTo('products')}>
              {t('nav.products')}
            </UnstyledButton>
            <UnstyledButton className={classes.link} onClick={() => goTo('categories')}>
              {t('nav.categories')}
            </UnstyledButton>
            <Anchor component={Link} to="/admin" className={classes.link}>
              {t('footer.adminPanel')}
            </Anchor>
            <Title order={3} size="h5" c="white" mt="sm">
              {t('footer.collections')}
            </Title>
            {COLLECTIONS.map((category) => (
              <Text key={category} size="sm">
                {t(`categories.${category}`)}
              </Text>
            ))}
            <Title order={3} size="h5" c="white" mt="sm">
              {t('footer.customerCare')}
            </Title>
            {CARE_TOPICS.map((topic) => (
              <Text key={topic} size="sm">
                {t(`footer.care.${topic}`)}
              </Text>
            ))}
          </Stack>

          <Stack gap="sm">
            <Title order={3} size="h5" c="white">
              {t('footer.directors')}
            </Title>
            {COUNTRY_DIRECTORS.map((director) => (
              <Box key={director.country}>
                <Text size="sm" fw={600} c="white">
                  <span aria-hidden>{director.flag}</span> {t(`countries.${director.country}`)} — {director.name}
                </Text>
                <Text size="sm">
                  <Anchor href={`tel:${director.phone.replace(/\s/g, '')}`} className={classes.link}>
                    <Ltr>{director.phone}</Ltr>
                  </Anchor>
                  {' · '}
                  <Anchor href={`mailto:${director.email}`} className={classes.link}>
                    <Ltr>{director.email}</Ltr>
                  </Anchor>
                </Text>
              </Box>
            ))}
            <Title order={3} size="h5" c="white" mt="xs">
              {t('footer.offices')}
            </Title>
            <Text size="sm">{COUNTRY_DIRECTORS.map((director) => director.city).join(' · ')}</Text>
            <Anchor href={`mailto:${SHOP_EMAIL}`} size="sm" className={classes.link}>
              <Ltr>{SHOP_EMAIL}</Ltr>
            </Anchor>
          </Stack>

          <Stack gap="xs">
            <Title order={3} size="h5" c="white">
              {t('footer.languages')}
            </Title>
            {REGIONS.map((region) => {
              const languages = LANGUAGES.filter((language) => language.region === region);
              return (
                <Box key={region}>
                  <Text size="xs" tt="uppercase" fw={700} c="gray.5">
                    {t(`language.regions.${region}`)}
                  </Text>
                  <Group gap={6}>
                    {languages.map((language) => (
                      <UnstyledButton
                        key={language.code}
                        lang={language.code}
                        className={classes.link}
                        aria-current={i18n.resolvedLanguage === language.code ? 'true' : undefined}
                        onClick={() => void chooseLanguage(language.code)}
                      >
                        <span aria-hidden>{language.flag}</span> {language.nativeName}
                      </UnstyledButton>
                    ))}
                  </Group>
                </Box>
              );
            })}
          </Stack>
        </CardGrid>
        <Divider my="lg" color="dark.4" />
        <Group justify="space-between" gap="xs">
          <Text size="xs">{t('footer.copyright', { year: 2025, brand: t('brand.name') })}</Text>
          <Text size="xs">{REGISTRATION_NUMBER}</Text>
        </Group>
      </Container>
    </Box>
  );
}
