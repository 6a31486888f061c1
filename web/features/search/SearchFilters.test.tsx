import { Group, Stack } from '@mantine/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import type { Facet } from '#schema/search-api.ts';
import type { FactCounts } from '#schema/stone-facts.ts';
import de from '#web/locales/de.json';
import fr from '#web/locales/fr.json';
import zh from '#web/locales/zh.json';
import { render } from '#web/test/render.tsx';
import { categoriesNamedBy } from './named-categories.ts';
import { SearchFilters } from './SearchFilters.tsx';

const facets: Facet[] = [
  {
    name: 'category',
    values: [
      { value: 'healing', count: 3 },
      { value: 'rare', count: 2 },
      { value: 'crystal', count: 0 },
    ],
  },
  { name: 'inStock', values: [{ value: 'true', count: 4 }] },
];
const facts: FactCounts = { treatment: [{ value: 'heated', count: 2 }], origin: [{ value: 'LK', count: 2 }], certified: 1 };

function renderFilters(address = {}) {
  const onChange = vi.fn();
  render(<SearchFilters address={address} facets={facets} facts={facts} currency="EUR" hasWords onChange={onChange} />);
  return onChange;
}

describe('the search filters', () => {
  it('counts each category and the stones in stock, leaving out categories with none', () => {
    renderFilters();
    expect(screen.getByRole('radio', { name: 'All categories (5)' })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: 'Healing Stones (3)' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Rare Specimens (2)' })).toBeTruthy();
    expect(screen.queryByRole('radio', { name: /Raw Crystals/ })).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'In stock only (4)' })).toHaveProperty('checked', false);
  });

  it('changes the category and the stock choice', async () => {
    const onChange = renderFilters({ category: 'rare' });
    await userEvent.click(screen.getByRole('radio', { name: 'Healing Stones (3)' }));
    expect(onChange).toHaveBeenLastCalledWith({ category: 'healing' });
    await userEvent.click(screen.getByRole('radio', { name: 'All categories (5)' }));
    expect(onChange).toHaveBeenLastCalledWith({ category: undefined });
    await userEvent.click(screen.getByRole('checkbox', { name: 'In stock only (4)' }));
    expect(onChange).toHaveBeenLastCalledWith({ in_stock: true });
  });

  it("applies the price range in the visitor's currency only when asked, either way round, its fields showing it the right way round", async () => {
    const onChange = renderFilters();
    expect(screen.getByText('Price (EUR)')).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: 'From' }), '200');
    await userEvent.type(screen.getByRole('textbox', { name: 'To' }), '50');
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Apply price' }));
    expect(onChange).toHaveBeenLastCalledWith({ min: 50, max: 200 });
    expect(screen.getByRole('textbox', { name: 'From' })).toHaveProperty('value', '50');
    expect(screen.getByRole('textbox', { name: 'To' })).toHaveProperty('value', '200');
  });

  it('reads a price range typed with an Arabic keyboard’s digits', async () => {
    const onChange = renderFilters();
    await userEvent.type(screen.getByRole('textbox', { name: 'From' }), '١٠٠');
    await userEvent.type(screen.getByRole('textbox', { name: 'To' }), '٥٠٠');
    await userEvent.click(screen.getByRole('button', { name: 'Apply price' }));
    expect(onChange).toHaveBeenLastCalledWith({ min: 100, max: 500 });
  });

  it('offers best match only when there are words, and clears a price', async () => {
    const onChange = vi.fn();
    render(<SearchFilters address={{ min: 10 }} facets={facets} facts={facts} currency="USD" hasWords={false} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Clear price' }));
    expect(onChange).toHaveBeenLastCalledWith({ min: undefined, max: undefined });
    expect(screen.queryByRole('option', { name: 'Best match' })).toBeNull();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Price: high to low');
    expect(onChange).toHaveBeenLastCalledWith({ sort: 'price_desc' });
  });
});

describe('the search filters’ markup', () => {
  const shallow = (element: Element | null | undefined) => (element?.cloneNode(false) as Element | undefined)?.outerHTML;

  it('is Mantine’s Stack and Groups, drawn as plain markup with their sheets', () => {
    renderFilters();
    const section = screen.getByTestId('search-filters');
    const price = screen.getByTestId('price-range');
    render(
      <>
        <Stack gap="lg" component="section" aria-labelledby="search-filters-title" data-testid="search-filters" />
        <Group gap="xs" grow mt={6} wrap="nowrap">
          <i />
          <i />
        </Group>
        <Group gap="xs" mt="xs" />
      </>,
    );
    const [, mantineSection] = screen.getAllByTestId('search-filters');
    expect(shallow(section)).toBe(shallow(mantineSection));
    const [bounds, buttons] = [price.children[1], price.children[2]];
    const [mantineBounds, mantineButtons] = [mantineSection?.nextElementSibling, mantineSection?.nextElementSibling?.nextElementSibling];
    // The margins are the class's here, Mantine's inline style there: the rest is the same, in any order.
    const look = (element: Element | null | undefined) => ({
      style: (element?.getAttribute('style') ?? '')
        .split(';')
        .map((part) => part.trim())
        .filter((part) => part !== '' && !part.startsWith('margin-top'))
        .sort(),
      grow: element?.getAttribute('data-grow'),
      classes: element?.className.split(' ').filter((name) => !name.startsWith('_')),
    });
    expect(look(bounds)).toEqual(look(mantineBounds));
    expect(look(buttons)).toEqual(look(mantineButtons));
  });
});

describe("categories named in the shopper's language", () => {
  const inLanguage = async (language: string, resources: object) => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng: language, resources: { [language]: { translation: resources } } });
    return i18n.t;
  };

  it('finds birthstones for "Geburtsstein", "pierre de naissance" and "诞生石", and for a word being typed', async () => {
    expect(categoriesNamedBy('Geburtsstein', await inLanguage('de', de))).toEqual(['birthstone']);
    expect(categoriesNamedBy('Heilst', await inLanguage('de', de))).toEqual(['healing']);
    expect(categoriesNamedBy('une pierre de naissance', await inLanguage('fr', fr))).toEqual(['birthstone']);
    expect(categoriesNamedBy('紫水晶诞生石', await inLanguage('zh', zh))).toEqual(['birthstone', 'crystal']);
    expect(categoriesNamedBy('ruby', await inLanguage('de', de))).toEqual([]);
  });
});
