import { useTranslation } from 'react-i18next';
import { UNKNOWN_ORIGIN, type Treatment } from '#schema/stone-facts.ts';
import { useDisplayName } from '#web/features/i18n/index.ts';
import classes from './StoneFacts.module.css';

type StoneFactsProps = { treatmentCode: Treatment; originCode: string };

/**
 * docs/product.md §2 "Stone facts": the stone's treatment and country of origin as a short list, "Not stated" where
 * staff have not said. The country is named by Intl in the page's language, on the server as in the browser.
 */
export function StoneFacts({ treatmentCode, originCode }: StoneFactsProps) {
  const { t } = useTranslation();
  const name = useDisplayName();
  const treatment = treatmentCode === 'unknown' ? t('facts.notStated') : t(`facts.treatments.${treatmentCode}`);
  const origin = originCode === UNKNOWN_ORIGIN ? t('facts.notStated') : name('region', originCode);
  return (
    <dl className={classes.facts} aria-label={t('facts.title')} data-testid="stone-facts">
      <dt>{t('facts.treatmentLabel')}</dt>
      <dd>{treatment}</dd>
      <dt>{t('facts.originLabel')}</dt>
      <dd>{origin}</dd>
    </dl>
  );
}
