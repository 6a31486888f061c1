import { ShopIconButton } from '#web/components/ShopIconButton.tsx';
import { IconSearch } from '@tabler/icons-react';
import { useLayoutEffect, useRef, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './HeaderSearch.module.css';
import { withMantineTheme } from '#web/app/with-mantine-theme.ts';
import type { PredictiveSearchProps } from './PredictiveSearch.tsx';

type PredictiveBox = ComponentType<PredictiveSearchProps>;

// The predictive box (Combobox, queries, keyword tables) is its own chunk, loaded when the field is first used:
// the first load of every page stays as it was (docs/design.md, Budgets).
let loading: Promise<{ default: PredictiveBox }> | undefined;
const loadBox = () => (loading ??= withMantineTheme(() => import('./PredictiveSearch.tsx').then((m) => m.PredictiveSearch))());

type FirstFieldProps = { draft: string; onDraft: (text: string) => void; onFocus?: () => void; onBlur?: () => void; autoFocus?: boolean };

/**
 * The field until the predictive box has loaded: a plain search form, which works from the first paint (Enter asks
 * /search?q= of the server) and hands the words typed meanwhile to the box.
 */
function FirstField({ draft, onDraft, ...events }: FirstFieldProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  // Letters typed into the server's page before the app started are the field's first words.
  useLayoutEffect(() => {
    onDraft(input.current!.value);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <form action="/search" role="search" className={classes.field}>
      <IconSearch size={16} aria-hidden />
      <input
        ref={input}
        type="search"
        name="q"
        className={classes.input}
        aria-label={t('search.label')}
        placeholder={t('search.placeholder')}
        value={draft}
        onChange={(event) => onDraft(event.currentTarget.value)}
        onPointerEnter={() => void loadBox()}
        {...events}
      />
    </form>
  );
}

/** docs/product.md §2: the header's search field; on a phone a button that opens it over the page. */
export function HeaderSearch() {
  const { t } = useTranslation();
  const [opened, setOpened] = useState<'none' | 'field' | 'phone'>('none');
  const [draft, setDraft] = useState('');
  // The box takes the first field's place only once loaded: a Suspense fallback would be a new field, and focus and
  // the letters typed meanwhile went with the old one.
  const [Box, setBox] = useState<PredictiveBox | null>(null);
  const open = (where: typeof opened) => {
    setOpened(where);
    loadBox().then(
      (loaded) => setBox(() => loaded.default),
      () => {
        // Offline, say: the next use asks again, and the phone's sheet does not stay over the page.
        loading = undefined;
        setOpened('none');
      },
    );
  };
  const openButton = useRef<HTMLButtonElement>(null);
  const close = () => {
    // The phone's sheet goes with its dialog, which cannot hand the focus back: the button that opened it takes it
    // (from md up the button is hidden, and focusing it does nothing).
    openButton.current?.focus();
    setOpened('none');
    setDraft('');
  };
  return (
    <>
      <div className={`${classes.slot} mantine-visible-from-md`}>
        {Box && opened === 'field' ? (
          <Box initialValue={draft} onDone={close} />
        ) : (
          <FirstField draft={draft} onDraft={setDraft} onFocus={() => open('field')} onBlur={() => setOpened('none')} />
        )}
      </div>
      <ShopIconButton
        ref={openButton}
        hiddenFrom="md"
        variant="light"
        size="lg"
        onClick={() => open('phone')}
        aria-label={t('search.open')}
      >
        <IconSearch size={20} aria-hidden />
      </ShopIconButton>
      {opened === 'phone' &&
        (Box ? (
          <Box inModal initialValue={draft} onDone={close} />
        ) : (
          // Escape or its × closes it, as the box's dialog does: on a slow network it may stay a while.
          <div className={classes.phoneSheet} onKeyDown={(event) => event.key === 'Escape' && close()}>
            <FirstField draft={draft} onDraft={setDraft} autoFocus />
            <button type="button" className={classes.sheetClose} aria-label={t('common.close')} onClick={close}>
              ×
            </button>
          </div>
        ))}
    </>
  );
}
