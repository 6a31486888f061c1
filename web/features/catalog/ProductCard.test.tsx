import { Card } from '@mantine/core';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { PlainCardSection } from '#web/components/plain/index.ts';
import { render } from '#web/test/render.tsx';
import { CardArticle } from './ProductCard.tsx';

const markupOf = (element: ReactElement) => render(element).container.innerHTML;

describe('a product card', () => {
  it('is drawn as Mantine draws its bordered article Card, the picture reaching its edges', () => {
    const plain = (
      <CardArticle aria-labelledby="product-1" data-testid="product-card">
        <PlainCardSection data-first-section>picture</PlainCardSection>
        <div>body</div>
      </CardArticle>
    );
    const mantine = (
      <Card withBorder radius="md" padding="md" component="article" aria-labelledby="product-1" data-testid="product-card">
        <Card.Section>picture</Card.Section>
        <div>body</div>
      </Card>
    );
    expect(markupOf(plain)).toBe(markupOf(mantine));
  });
});
