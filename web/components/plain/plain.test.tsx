import {
  Anchor,
  Badge,
  Card,
  Center,
  Container,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { render } from '#web/test/render.tsx';
import { BADGE_CLASSES, PlainBadge } from './PlainBadge.tsx';
import { CARD_CLASSES, PlainCard, PlainCardSection, PlainPaper } from './PlainCard.tsx';
import {
  LAYOUT_CLASSES,
  PlainCenter,
  PlainContainer,
  PlainGroup,
  PlainSkeleton,
  PlainStack,
  PlainVisuallyHidden,
  unstyledLook,
} from './PlainLayout.tsx';
import { ANCHOR_CLASSES, anchorLook, PlainText, PlainTitle, TEXT_CLASSES, TITLE_CLASSES } from './PlainText.tsx';

const markupOf = (element: ReactElement) => render(element).container.innerHTML;

describe('plain markup', () => {
  it('uses the class names of Mantine’s sheets', () => {
    expect(Text.classes).toMatchObject(TEXT_CLASSES);
    expect(Title.classes).toMatchObject(TITLE_CLASSES);
    expect(Anchor.classes).toMatchObject(ANCHOR_CLASSES);
    expect(Badge.classes).toMatchObject({ root: BADGE_CLASSES.root, label: BADGE_CLASSES.label, section: BADGE_CLASSES.section });
    expect(Card.classes).toMatchObject({ root: CARD_CLASSES.root, section: CARD_CLASSES.section });
    expect(Paper.classes).toMatchObject({ root: CARD_CLASSES.paper });
    expect(Container.classes.root).toBe(LAYOUT_CLASSES.container);
    expect(Group.classes.root).toBe(LAYOUT_CLASSES.group);
    expect(Stack.classes.root).toBe(LAYOUT_CLASSES.stack);
    expect(Center.classes.root).toBe(LAYOUT_CLASSES.center);
    expect(Skeleton.classes.root).toBe(LAYOUT_CLASSES.skeleton);
    expect(VisuallyHidden.classes.root).toBe(LAYOUT_CLASSES.visuallyHidden);
    expect(UnstyledButton.classes.root).toBe(LAYOUT_CLASSES.unstyledButton);
  });

  it.each([
    ['a plain paragraph', <PlainText>t</PlainText>, <Text>t</Text>],
    [
      'small dimmed text clamped to two lines',
      <PlainText size="sm" c="dimmed" lineClamp={2}>
        t
      </PlainText>,
      <Text size="sm" c="dimmed" lineClamp={2}>
        t
      </Text>,
    ],
    [
      'a bold span of a colour’s shade',
      <PlainText component="span" size="xs" fw={600} c="dark.8">
        t
      </PlainText>,
      <Text component="span" size="xs" fw={600} c="dark.8">
        t
      </Text>,
    ],
    ['a colour’s text shade', <PlainText c="red">t</PlainText>, <Text c="red">t</Text>],
    ['a heading', <PlainTitle order={1}>t</PlainTitle>, <Title order={1}>t</Title>],
    [
      'a heading with another level’s look, clamped, white',
      <PlainTitle order={3} size="h5" lineClamp={2} c="white" id="x">
        t
      </PlainTitle>,
      <Title order={3} size="h5" lineClamp={2} c="white" id="x">
        t
      </Title>,
    ],
    [
      'a link',
      <a {...anchorLook({ size: 'sm' })} href="/x">
        a
      </a>,
      <Anchor href="/x" size="sm">
        a
      </Anchor>,
    ],
    [
      'a link of the body’s size',
      <a {...anchorLook()} href="/x">
        a
      </a>,
      <Anchor href="/x">a</Anchor>,
    ],
    ['a badge', <PlainBadge>b</PlainBadge>, <Badge>b</Badge>],
    [
      'a small light badge',
      <PlainBadge variant="light" size="sm">
        b
      </PlainBadge>,
      <Badge variant="light" size="sm">
        b
      </Badge>,
    ],
    [
      'a dot badge',
      <PlainBadge variant="dot" color="green" size="md">
        b
      </PlainBadge>,
      <Badge variant="dot" color="green" size="md">
        b
      </Badge>,
    ],
    [
      'a dot badge of the default size',
      <PlainBadge variant="dot" color="orange">
        b
      </PlainBadge>,
      <Badge variant="dot" color="orange">
        b
      </Badge>,
    ],
    [
      'a filled badge of one shade with a section and a text colour',
      <PlainBadge color="yellow.4" c="dark.8" leftSection={<i />}>
        b
      </PlainBadge>,
      <Badge color="yellow.4" c="dark.8" leftSection={<i />}>
        b
      </Badge>,
    ],
    ['a filled badge of a colour', <PlainBadge color="green">b</PlainBadge>, <Badge color="green">b</Badge>],
    [
      'a card with a border and sections',
      <PlainCard withBorder radius="md" padding="md">
        <PlainCardSection>s</PlainCardSection>c<PlainCardSection>e</PlainCardSection>
      </PlainCard>,
      <Card withBorder radius="md" padding="md">
        <Card.Section>s</Card.Section>c<Card.Section>e</Card.Section>
      </Card>,
    ],
    ['a bare card', <PlainCard>c</PlainCard>, <Card>c</Card>],
    [
      'a bordered paper that clips its content',
      <PlainPaper withBorder radius="md" style={{ overflow: 'hidden' }} className="x">
        c
      </PlainPaper>,
      <Paper withBorder radius="md" style={{ overflow: 'hidden' }} className="x">
        c
      </Paper>,
    ],
    [
      'a group drawn as a span',
      <PlainGroup component="span" gap={4} wrap="nowrap">
        g
      </PlainGroup>,
      <Group component="span" gap={4} wrap="nowrap">
        g
      </Group>,
    ],
    ['a container', <PlainContainer size="xl">x</PlainContainer>, <Container size="xl">x</Container>],
    [
      'a section container',
      <PlainContainer size="sm" component="section" id="s">
        x
      </PlainContainer>,
      <Container size="sm" component="section" id="s">
        x
      </Container>,
    ],
    ['a group', <PlainGroup>g</PlainGroup>, <Group>g</Group>],
    [
      'a tight group spread apart without wrapping',
      <PlainGroup gap="xs" justify="space-between" wrap="nowrap" align="flex-start">
        g
      </PlainGroup>,
      <Group gap="xs" justify="space-between" wrap="nowrap" align="flex-start">
        g
      </Group>,
    ],
    ['a stack', <PlainStack>s</PlainStack>, <Stack>s</Stack>],
    [
      'a group drawn as a nav',
      <PlainGroup component="nav" gap={4} aria-label="n">
        g
      </PlainGroup>,
      <Group component="nav" gap={4} aria-label="n">
        g
      </Group>,
    ],
    [
      'a stack drawn as a section',
      <PlainStack component="section" gap="lg">
        s
      </PlainStack>,
      <Stack component="section" gap="lg">
        s
      </Stack>,
    ],
    [
      'a card drawn as an article',
      <PlainCard component="article" withBorder>
        c
      </PlainCard>,
      <Card component="article" withBorder>
        c
      </Card>,
    ],
    [
      'a stack with a gap in pixels, centred',
      <PlainStack gap={4} align="center">
        s
      </PlainStack>,
      <Stack gap={4} align="center">
        s
      </Stack>,
    ],
    ['a centre', <PlainCenter>c</PlainCenter>, <Center>c</Center>],
    ['a skeleton line', <PlainSkeleton height={12} width="80%" />, <Skeleton height={12} width="80%" />],
    ['a rounded skeleton', <PlainSkeleton radius="md" />, <Skeleton radius="md" />],
    [
      'a button that looks like none',
      <button className={unstyledLook('x')} type="button">
        b
      </button>,
      <UnstyledButton className="x">b</UnstyledButton>,
    ],
    [
      'a link that looks like no button',
      <a className={unstyledLook()} href="/">
        b
      </a>,
      <UnstyledButton component="a" href="/">
        b
      </UnstyledButton>,
    ],
    ['text for screen readers', <PlainVisuallyHidden>v</PlainVisuallyHidden>, <VisuallyHidden>v</VisuallyHidden>],
  ] as const)('draws %s as Mantine does', (_name, plain, mantine) => {
    expect(markupOf(plain)).toBe(markupOf(mantine));
  });

  it.each([
    ['text', <PlainText className="x">t</PlainText>, <Text className="x">t</Text>],
    [
      'a heading',
      <PlainTitle order={2} className="x">
        t
      </PlainTitle>,
      <Title order={2} className="x">
        t
      </Title>,
    ],
    [
      'a link',
      <a {...anchorLook({ className: 'x' })} href="/">
        a
      </a>,
      <Anchor className="x" href="/">
        a
      </Anchor>,
    ],
    [
      'a dot badge',
      <PlainBadge variant="dot" className="x">
        b
      </PlainBadge>,
      <Badge variant="dot" className="x">
        b
      </Badge>,
    ],
    [
      'a card and its section',
      <PlainCard className="x">
        <PlainCardSection className="y">s</PlainCardSection>
      </PlainCard>,
      <Card className="x">
        <Card.Section className="y">s</Card.Section>
      </Card>,
    ],
    ['a container', <PlainContainer className="x">c</PlainContainer>, <Container className="x">c</Container>],
    ['a group', <PlainGroup className="x">g</PlainGroup>, <Group className="x">g</Group>],
    ['a stack', <PlainStack className="x">s</PlainStack>, <Stack className="x">s</Stack>],
    ['a centre', <PlainCenter className="x">c</PlainCenter>, <Center className="x">c</Center>],
    ['a skeleton', <PlainSkeleton className="x" />, <Skeleton className="x" />],
    ['hidden text', <PlainVisuallyHidden className="x">v</PlainVisuallyHidden>, <VisuallyHidden className="x">v</VisuallyHidden>],
  ] as const)('puts the caller’s class where Mantine does, on %s', (_name, plain, mantine) => {
    expect(markupOf(plain)).toBe(markupOf(mantine));
  });
});
