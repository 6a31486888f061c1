import { createContext, useCallback, useContext, useMemo, useRef, useSyncExternalStore, type ReactNode } from 'react';
import type { BrowserI18n } from './i18next.ts';

/**
 * The browser's react-i18next (ADR 010): `useTranslation`, `I18nextProvider` and `initReactI18next` over BrowserI18n,
 * answering as react-i18next does: a component renders again when the language changes or texts are added, with a
 * new `t` and a new `i18n` (so effects that depend on either run again).
 */
const I18nContext = createContext<BrowserI18n | undefined>(undefined);
let registered: BrowserI18n | undefined;

export const initReactI18next = {
  type: '3rdParty' as const,
  init(instance: BrowserI18n) {
    registered = instance;
  },
};

export function I18nextProvider({ i18n, children }: { i18n: BrowserI18n; children: ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

function useRevision(i18n: BrowserI18n): number {
  const revision = useRef(0);
  const subscribe = useCallback(
    (changed: () => void) => {
      const onChange = () => {
        revision.current += 1;
        changed();
      };
      i18n.on('languageChanged', onChange);
      i18n.on('added', onChange);
      return () => {
        i18n.off('languageChanged', onChange);
        i18n.off('added', onChange);
      };
    },
    [i18n],
  );
  const snapshot = () => revision.current;
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

export function useTranslation() {
  const fromContext = useContext(I18nContext);
  const i18n = fromContext ?? registered;
  if (!i18n) throw new Error('useTranslation: no i18n instance (initI18n sets it)');
  const revision = useRevision(i18n);
  return useMemo(() => {
    const t = i18n.getFixedT(i18n.language);
    const current = new Proxy(i18n, {});
    return Object.assign([t, current, true] as const, { t, i18n: current, ready: true });
    // The revision is what changes when the language or the texts do.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [i18n, revision]);
}
