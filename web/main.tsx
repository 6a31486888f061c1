/**
 * The browser's entry. A page the Worker rendered (web/entry-server.tsx) is hydrated: the same language,
 * currency, loaded queries and route, so the first render matches the HTML and nothing is fetched twice.
 * A page it did not render (the staff area) is rendered here from scratch.
 */
// First: Mantine's sheets must come before the components' own CSS modules, which override them.
import './app/styles.ts';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import type { ResourceKey } from 'i18next';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { isCurrencyCode } from '#schema/rates-api.ts';
import { isLanguageCode, type CurrencyCode, type LanguageCode } from '#schema/catalog.ts';
import { HYDRATION_ELEMENT_ID } from '#schema/pages.ts';
import { App } from './app/app.tsx';
import { createQueryClient } from './app/query-client.ts';
import { createAppRouter } from './app/router.ts';
import {
  chooseLanguage,
  initI18n,
  languageInAddress,
  readStoredLanguage,
  rememberNames,
  type DisplayNameBook,
} from './features/i18n/index.ts';
import { FIRST_TAP_READY, markFirstTapOnPages } from './lib/first-tap.ts';

type Hydration = { queries: DehydratedState; translations: ResourceKey | null; displayNames: DisplayNameBook };

function readHydration(): Hydration | null {
  const element = document.getElementById(HYDRATION_ELEMENT_ID);
  return element?.textContent ? (JSON.parse(element.textContent) as Hydration) : null;
}

/** Ends the current task, so a slow phone can paint and answer a tap between the steps of the start. */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Not top-level awaits: the entry shares its chunk with the modules the page chunks import, and a chunk
 * still suspended at a top-level await would hold every such import, the route the router loads included.
 */
async function start() {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root');

  const hydration = readHydration();
  const named = languageInAddress();
  const html = document.documentElement;
  const renderedLanguage: LanguageCode | undefined = hydration && isLanguageCode(html.lang) ? html.lang : undefined;
  const currencyAttribute = html.dataset.currency ?? '';
  const renderedCurrency: CurrencyCode = isCurrencyCode(currencyAttribute) ? currencyAttribute : 'USD';

  if (renderedLanguage && hydration) rememberNames(renderedLanguage, hydration.displayNames);
  const i18n = await initI18n(renderedLanguage, hydration?.translations ?? undefined);
  await yieldToBrowser();
  const queryClient = createQueryClient();
  if (hydration) hydrate(queryClient, hydration.queries);
  const router = createAppRouter(queryClient);
  markFirstTapOnPages(router);
  await router.load();
  await yieldToBrowser();

  const app = <App queryClient={queryClient} router={router} i18n={i18n} currency={renderedCurrency} />;
  if (hydration) {
    // As TanStack Router's own hydrate() marks it (router-core, load-client): the page came from the server,
    // so the router renders the tree it rendered there, without the Suspense wrappers of a client-only start.
    router.ssr = { manifest: undefined };
    // As a transition, hydration yields to the browser every few milliseconds instead of running as one
    // long task; a tap on a part not yet hydrated makes React hydrate that part first.
    startTransition(() => {
      hydrateRoot(root, app);
    });
    // A visitor whose stored choice predates the language cookie (or outlived it: Safari keeps a cookie a script set
    // for 7 days) gets the page in it once hydrated; during hydration its texts would not match the server's HTML.
    const stored = readStoredLanguage();
    if (!named && stored && stored !== i18n.language) {
      document.addEventListener(FIRST_TAP_READY, () => void chooseLanguage(stored), { once: true });
    }
  } else {
    createRoot(root).render(app);
  }
  // A language the address names is chosen and stored, as the picker does (the page is already in it).
  if (named) void chooseLanguage(named);
}

start().catch((error: unknown) => console.error('the shop could not start', error));
