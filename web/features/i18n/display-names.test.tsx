import { describe, expect, it } from 'vitest';
import { render } from '#web/test/render.tsx';
import { displayName, NameBook, RenderedNamesContext, rememberNames, useDisplayName, type NameKind } from './display-names.ts';

/** The names of `codes`, as a component shows them. */
function Named({ codes }: { codes: [NameKind, string][] }) {
  const name = useDisplayName();
  return <>{codes.map(([kind, code]) => name(kind, code)).join('|')}</>;
}

const intl = (type: 'currency' | 'region', code: string, language: string) => new Intl.DisplayNames([language, 'en'], { type }).of(code);

describe('display names', () => {
  it('names currencies and countries with Intl, in the language asked for', () => {
    expect(displayName('currency', 'EUR', 'de')).toBe(intl('currency', 'EUR', 'de'));
    expect(displayName('region', 'MG', 'fr')).toBe(intl('region', 'MG', 'fr'));
  });

  it('lets a code Intl will not take stand for itself', () => {
    expect(displayName('region', 'unknown', 'en')).toBe('unknown');
  });

  it('keeps every name a render asks for, for the page to bring', () => {
    const book = new NameBook('es');
    expect(book.name('currency', 'JPY')).toBe(intl('currency', 'JPY', 'es'));
    book.name('region', 'BR');
    expect(book.names).toEqual({ currency: { JPY: intl('currency', 'JPY', 'es') }, region: { BR: intl('region', 'BR', 'es') } });
  });

  it('in the browser, takes the names the page brought for its language, and Intl for any it did not', () => {
    rememberNames('en', { currency: { USD: 'Dollars, as the page named them' } });
    const { container } = render(
      <Named
        codes={[
          ['currency', 'USD'],
          ['region', 'KE'],
        ]}
      />,
    );
    expect(container.textContent).toBe(`Dollars, as the page named them|${intl('region', 'KE', 'en')}`);
  });

  it('on the server, names into the render’s own book', () => {
    const book = new NameBook('en');
    const { container } = render(
      <RenderedNamesContext value={book}>
        <Named codes={[['region', 'LK']]} />
      </RenderedNamesContext>,
    );
    expect(container.textContent).toBe(intl('region', 'LK', 'en'));
    expect(book.names.region).toEqual({ LK: intl('region', 'LK', 'en') });
  });
});
