import { createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';

/** What Intl.DisplayNames names for the shop: currencies (the header's picker) and countries (a stone's origin). */
export type NameKind = 'currency' | 'region';

/** Names by kind and code, in one language. */
export type DisplayNameBook = Partial<Record<NameKind, Record<string, string>>>;

const namers = new Map<string, Intl.DisplayNames | null>();

function namerOf(kind: NameKind, language: string): Intl.DisplayNames | null {
  const key = `${kind} ${language}`;
  if (!namers.has(key)) {
    let namer: Intl.DisplayNames | null = null;
    try {
      namer = new Intl.DisplayNames([language, 'en'], { type: kind, fallback: 'code' });
    } catch {
      // A runtime without names for the language: the codes stand for them.
    }
    namers.set(key, namer);
  }
  return namers.get(key) ?? null;
}

/**
 * A currency's or a country's name in `language`, from the runtime's own Intl data: no table of names ships with the page.
 * A code Intl will not take (`unknown`, the origin nobody stated) stands for itself, as it did before names came from here.
 */
export function displayName(kind: NameKind, code: string, language: string): string {
  try {
    return namerOf(kind, language)?.of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * The names one page shows, in its language. The Worker's render keeps every name it asks for, and the page brings them
 * in its hydration data: the browser's first Intl.DisplayNames costs a phone a tenth of a second (its ICU data), so
 * the browser makes one only for a name the page did not bring (another language picked, a filter's new country).
 */
export class NameBook {
  constructor(
    readonly language: string,
    readonly names: DisplayNameBook = {},
  ) {}

  name(kind: NameKind, code: string): string {
    const names = (this.names[kind] ??= {});
    return (names[code] ??= displayName(kind, code, this.language));
  }
}

/** The browser's books, one per language, the rendered page's first (rememberNames). */
const books = new Map<string, NameBook>();

export function rememberNames(language: string, names: DisplayNameBook): void {
  books.set(language, new NameBook(language, names));
}

function browserBook(language: string): NameBook {
  let book = books.get(language);
  if (!book) books.set(language, (book = new NameBook(language)));
  return book;
}

/** The book of the page the Worker renders (web/entry-server.tsx); none in the browser. */
export const RenderedNamesContext = createContext<NameBook | null>(null);

/** Names in the visitor's language: `name('currency', 'EUR')`, `name('region', 'MG')`. */
export function useDisplayName(): (kind: NameKind, code: string) => string {
  const { i18n } = useTranslation();
  const rendering = useContext(RenderedNamesContext);
  const book = rendering?.language === i18n.language ? rendering : browserBook(i18n.language);
  return (kind, code) => book.name(kind, code);
}
