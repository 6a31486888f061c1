import { Badge, Button, Card, Container, Group, List, Stack, Text, Title } from '@mantine/core';
import { CardGrid } from '#web/components/CardGrid.tsx';
import { useDisclosure } from '@mantine/hooks';
import { IconBuildingStore, IconCheck } from '@tabler/icons-react';
import Autoplay from 'embla-carousel-autoplay';
import '@mantine/core/styles/List.css';
import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GemImage, GreyPlaceholder } from '#web/components/GemImage.tsx';
import { CarouselSlide, ShopCarousel } from '#web/components/ShopCarousel.tsx';
import { gridImageSizes } from '#web/components/image-sizes.ts';
import { MessagingButton } from '#web/components/MessagingButton.tsx';
import { WhenOpened } from '#web/components/WhenOpened.tsx';
import { useMoney } from '#web/features/currency/index.ts';
import { useDisplayName } from '#web/features/i18n/index.ts';
import { WHOLESALE_SAMPLES } from './samples.ts';
import { withMantineTheme } from '#web/app/with-mantine-theme.ts';
import wrappingButton from '#web/components/WrappingButton.module.css';

const WholesaleDialog = lazy(withMantineTheme(() => import('./WholesaleDialog.tsx').then((m) => m.WholesaleDialog)));

/** docs/product.md §9: the sample carousel advances every 4 seconds. */
const ADVANCE_EVERY_MS = 4000;
/** The sample carousel fills the second of two columns from md up. */
const WHOLESALE_COLUMNS = { base: 1, md: 2 } as const;
const SAMPLE_IMAGE_SIZES = gridImageSizes(WHOLESALE_COLUMNS);
const BENEFITS = ['pricing', 'minimum', 'certified', 'shipping'] as const;

export function WholesaleSection() {
  const { t } = useTranslation();
  const money = useMoney();
  const name = useDisplayName();
  const [dialogOpened, dialog] = useDisclosure(false);
  const [autoplay] = useState(() => Autoplay({ delay: ADVANCE_EVERY_MS, stopOnInteraction: false, stopOnMouseEnter: true }));

  return (
    <Container size="xl" component="section" id="wholesale" py="xl" aria-labelledby="wholesale-title">
      <CardGrid cols={WHOLESALE_COLUMNS} spacing="xl">
        <Stack gap="md">
          <Badge variant="light" leftSection={<IconBuildingStore size={14} aria-hidden />} w="fit-content">
            {t('wholesale.kicker')}
          </Badge>
          <Title order={2} id="wholesale-title">
            {t('wholesale.title')}
          </Title>
          <Text c="dimmed">{t('wholesale.text')}</Text>
          <List spacing={6} icon={<IconCheck size={16} color="var(--mantine-color-green-7)" aria-hidden />}>
            {BENEFITS.map((benefit) => (
              <List.Item key={benefit}>{t(`wholesale.benefits.${benefit}`)}</List.Item>
            ))}
          </List>
          <Group gap="sm">
            <Button size="md" onClick={dialog.open} className={wrappingButton.wrapping}>
              {t('wholesale.apply')}
            </Button>
            <MessagingButton size="md" variant="light" color="green" text={t('wholesale.enquiryText')}>
              {t('wholesale.enquire')}
            </MessagingButton>
          </Group>
        </Stack>
        <div>
          <ShopCarousel
            plugins={[autoplay]}
            slideGap="md"
            aria-label={t('wholesale.samplesLabel')}
            dotLabel={(n) => t('wholesale.goToSample', { n })}
          >
            {WHOLESALE_SAMPLES.map((sample) => (
              <CarouselSlide key={sample.id} data-testid="wholesale-sample" aria-label={t(`wholesale.samples.${sample.id}.name`)}>
                <Card withBorder radius="md" padding="md">
                  <Card.Section>
                    <GemImage
                      src={sample.image}
                      alt={t(`wholesale.samples.${sample.id}.name`)}
                      // Square, as the samples' pictures are: a shorter frame cut the tall crystals (issue 28).
                      width={400}
                      height={400}
                      sizes={SAMPLE_IMAGE_SIZES}
                      fallback={<GreyPlaceholder label={t('catalog.imagePlaceholder')} />}
                    />
                  </Card.Section>
                  <Group justify="space-between" mt="sm" wrap="nowrap">
                    <Title order={3} size="h5">
                      {t(`wholesale.samples.${sample.id}.name`)}
                    </Title>
                    <Text fw={800} c="amethyst.9">
                      {t('wholesale.perUnit', { price: money.format(sample.price) })}
                    </Text>
                  </Group>
                  <Text size="sm" c="dimmed" mt={4}>
                    {t(`wholesale.samples.${sample.id}.description`)}
                  </Text>
                  <Text size="xs" mt={6}>
                    {t('wholesale.origin', { origin: name('region', sample.originCode) })}
                  </Text>
                </Card>
              </CarouselSlide>
            ))}
          </ShopCarousel>
        </div>
      </CardGrid>
      <WhenOpened opened={dialogOpened}>{(shown) => <WholesaleDialog opened={shown} onClose={dialog.close} />}</WhenOpened>
    </Container>
  );
}
