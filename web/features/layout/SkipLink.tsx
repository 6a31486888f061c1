import { useTranslation } from 'react-i18next';
import classes from './SkipLink.module.css';

/** The page's first stop for the keyboard: it jumps past the header to the page's own content (#main). */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      className={classes.link}
      href="#main"
      // A plain #main link works before hydration; after it, focus moves without the router seeing a hash change.
      onClick={(event) => {
        const main = document.getElementById('main');
        if (!main) return;
        event.preventDefault();
        main.focus();
        main.scrollIntoView({ block: 'start' });
      }}
    >
      {t('nav.skipToContent')}
    </a>
  );
}
