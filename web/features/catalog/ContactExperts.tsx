import { Anchor, Card, Container, Stack, Text, Title } from '@mantine/core';
import { CardGrid } from '#web/components/CardGrid.tsx';
import { IconMail, IconPhone } from '@tabler/icons-react';
import { MessagingButton } from '#web/components/MessagingButton.tsx';
import { useTranslation } from 'react-i18next';
import { COUNTRY_DIRECTORS, type CountryDirector } from '#web/lib/contact.ts';
import { Ltr } from '#web/components/Ltr.tsx';

/** A card per country office with its director and ways to reach them. */
export function ContactExperts() {
  const { t } = useTranslation();
  return (
    <Container size="xl" component="section" py="xl" aria-labelledby="experts-title">
      <Stack gap={4} mb="lg">
        <Title order={2} id="experts-title">
          {t('experts.title')}
        </Title>
        <Text c="dimmed">{t('experts.subtitle')}</Text>
      </Stack>
      <CardGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
        {COUNTRY_DIRECTORS.map((director) => (
          <DirectorCard key={director.country} director={director} />
        ))}
      </CardGrid>
    </Container>
  );
}

/** One office: its country, its city (named in the page's language), its director, and a phone, a mail and a chat. */
function DirectorCard({ director }: { director: CountryDirector }) {
  const { t } = useTranslation();
  const city = t(`cities.${director.country}`);
  return (
    <Card withBorder radius="md" padding="lg">
      <Text fz={32} aria-hidden>
        {director.flag}
      </Text>
      <Title order={3} size="h4">
        {t(`countries.${director.country}`)}
      </Title>
      <Text size="sm" c="dimmed">
        {t('experts.office', { city })}
      </Text>
      <Text fw={600} mt="xs">
        {director.name}
      </Text>
      <Text size="sm" c="dimmed">
        {t('experts.role')}
      </Text>
      {/* Each link 24 px tall at least, as WCAG 2.2 asks of a target (its padding is the gap between them). */}
      <Stack gap={0} mt="sm">
        <Anchor href={`tel:${director.phone.replace(/\s/g, '')}`} size="sm" py={2}>
          <IconPhone size={14} aria-hidden /> <Ltr>{director.phone}</Ltr>
        </Anchor>
        <Anchor href={`mailto:${director.email}`} size="sm" py={2}>
          <IconMail size={14} aria-hidden /> <Ltr whole>{director.email}</Ltr>
        </Anchor>
      </Stack>
      <MessagingButton
        text={t('experts.greeting', { city })}
        variant="light"
        color="green"
        style={{ marginTop: 'var(--mantine-spacing-md)' }}
      >
        {t('experts.chat')}
      </MessagingButton>
    </Card>
  );
}
