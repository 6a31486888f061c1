import { ShopIconButton } from '#web/components/ShopIconButton.tsx';
import { IconSearch } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './HeaderSearch.module.css';
import { PlainText, unstyledLook } from '#web/components/plain/index.ts';
import { withMantineTheme } from '#web/app/with-mantine-theme.ts';

// The predictive box (Combobox, queries, keyword tables) is its own chunk, loaded when the field is first used:
// the first load of every page stays as it was (docs/design.md, Budgets).
const PredictiveSearch = lazy(withMantineTheme(() => import('./PredictiveSearch.tsx').then((m) => m.PredictiveSearch)));

type Opened = 'none' | 'field' | 'phone';

/** docs/product.md §2: the header's search field; on a phone a button that opens it over the page. */
export function HeaderSearch() {
  const { t } = useTranslation();
  const [opened, setOpened] = useState<Opened>('none');
  const close = () => setOpened('none');
  const placeholder = (
    <button
      type="button"
      className={unstyledLook(classes.field)}
      onClick={() => setOpened('field')}
      onFocus={() => setOpened('field')}
      aria-label={t('search.label')}
    >
      <IconSearch size={16} aria-hidden />
      <PlainText component="span" size="sm" c="dimmed" data-truncate="end">
        {t('search.placeholder')}
      </PlainText>
    </button>
  );
  return (
    <>
      <div className={`${classes.slot} mantine-visible-from-md`}>
        {opened === 'field' ? (
          <Suspense fallback={placeholder}>
            <PredictiveSearch onDone={close} />
          </Suspense>
        ) : (
          placeholder
        )}
      </div>
      <ShopIconButton hiddenFrom="md" variant="light" size="lg" onClick={() => setOpened('phone')} aria-label={t('search.open')}>
        <IconSearch size={20} aria-hidden />
      </ShopIconButton>
      {opened === 'phone' && (
        <Suspense fallback={null}>
          <PredictiveSearch inModal onDone={close} />
        </Suspense>
      )}
    </>
  );
}
