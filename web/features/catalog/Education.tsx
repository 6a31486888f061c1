import { Badge, Card, Container, Stack, Table, Text, ThemeIcon, Title } from '@mantine/core';
import { CardGrid } from '#web/components/CardGrid.tsx';
import { IconDroplet, IconMountain, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/ThemeIcon.css';
import classes from './Education.module.css';

const TOPICS = [
  { key: 'identification', icon: IconSearch },
  { key: 'care', icon: IconDroplet },
  { key: 'formation', icon: IconMountain },
] as const;

/** docs/product.md §9's Mohs reference and care bands. */
const MOHS = [
  { stone: 'diamond', hardness: '10', band: 'hard' },
  { stone: 'sapphireRuby', hardness: '9', band: 'hard' },
  { stone: 'emeraldAquamarine', hardness: '7.5-8', band: 'medium' },
  { stone: 'quartzCitrine', hardness: '7', band: 'medium' },
  { stone: 'charoite', hardness: '6-7', band: 'medium' },
  { stone: 'turquoiseOpal', hardness: '5-6', band: 'soft' },
] as const;

const BAND_COLORS = { hard: 'green', medium: 'yellow', soft: 'red' } as const;

export function Education() {
  const { t } = useTranslation();
  return (
    <Container size="xl" component="section" py="xl" aria-labelledby="education-title">
      <Stack gap={4} mb="lg">
        <Title order={2} id="education-title">
          {t('education.title')}
        </Title>
        <Text c="dimmed">{t('education.subtitle')}</Text>
      </Stack>
      <CardGrid cols={{ base: 1, md: 3 }} spacing="lg">
        {TOPICS.map(({ key, icon: Icon }) => (
          <Card key={key} withBorder radius="md" padding="lg">
            <ThemeIcon size="lg" variant="light" radius="md">
              <Icon size={20} aria-hidden />
            </ThemeIcon>
            <Title order={3} size="h4" mt="sm">
              {t(`education.${key}.title`)}
            </Title>
            <Text size="sm" c="dimmed" mt={6}>
              {t(`education.${key}.text`)}
            </Text>
          </Card>
        ))}
      </CardGrid>
      <Card withBorder radius="md" padding="lg" mt="lg">
        <Title order={3} size="h4">
          {t('education.mohs.title')}
        </Title>
        <Text size="sm" c="dimmed" mb="sm">
          {t('education.mohs.text')}
        </Text>
        <Table striped highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('education.mohs.stone')}</Table.Th>
              <Table.Th>{t('education.mohs.hardness')}</Table.Th>
              <Table.Th>{t('education.mohs.care')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {MOHS.map((row) => (
              <Table.Tr key={row.stone}>
                <Table.Td>{t(`education.mohs.stones.${row.stone}`)}</Table.Td>
                <Table.Td>{row.hardness}</Table.Td>
                <Table.Td>
                  <Badge color={BAND_COLORS[row.band]} variant="light" classNames={{ root: classes.band, label: classes.bandLabel }}>
                    <BandLabel text={t(`education.mohs.bands.${row.band}`)} />
                  </Badge>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Text size="xs" c="dimmed" mt="sm">
          {t('education.mohs.legend')}
        </Text>
      </Card>
    </Container>
  );
}

/** A care band such as 'Medium (6-7.5)': it may wrap before its last part, the range, never inside it. */
function BandLabel({ text }: { text: string }) {
  const cut = text.lastIndexOf(' ') + 1;
  return (
    <>
      {text.slice(0, cut)}
      <span className={classes.range}>{text.slice(cut)}</span>
    </>
  );
}
