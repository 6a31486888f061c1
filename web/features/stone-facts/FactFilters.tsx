import { useTranslation } from 'react-i18next';
import { TREATMENTS, UNKNOWN_ORIGIN, type FactCount, type FactCounts, type Treatment } from '#schema/stone-facts.ts';
import { countryName } from './country-name.ts';
import type { FactAddress } from './fact-address.ts';
import classes from './FactFilters.module.css';

type FactFiltersProps = {
  value: FactAddress;
  /** The counts beside each choice; undefined while they load (the choices work without them). */
  counts: FactCounts | undefined;
  onChange: (changes: Partial<FactAddress>) => void;
};

const ANY = '';

const countIn = (list: readonly FactCount[] | undefined, value: string) => list?.find((entry) => entry.value === value)?.count;

/**
 * docs/product.md §2 "Treatment, origin, certified": two of the browser's own selects and a check box, each choice with its
 * count. No Mantine combobox and no country table: light enough to render with every grid, before any code has loaded.
 */
export function FactFilters({ value, counts, onChange }: FactFiltersProps) {
  const { t, i18n } = useTranslation();
  const withCount = (label: string, count: number | undefined) => (count === undefined ? label : t('facts.withCount', { label, count }));
  const treatments = TREATMENTS.filter(
    (treatment) => counts === undefined || countIn(counts.treatment, treatment) || value.treatment === treatment,
  );
  const originLabel = (code: string) => (code === UNKNOWN_ORIGIN ? t('facts.unknownOrigin') : countryName(code, i18n.language));
  const origins = [...(counts?.origin.map((entry) => entry.value) ?? [])];
  if (value.origin && !origins.includes(value.origin)) origins.push(value.origin);
  origins.sort((a, b) => originLabel(a).localeCompare(originLabel(b), i18n.language));
  return (
    <fieldset className={classes.panel} aria-label={t('facts.title')} data-testid="fact-filters">
      <label className={classes.field}>
        {t('facts.treatmentLabel')}
        <select
          className={classes.select}
          name="treatment"
          value={value.treatment ?? ANY}
          onChange={(event) => onChange({ treatment: (event.currentTarget.value || undefined) as Treatment | undefined })}
        >
          <option value={ANY}>{t('facts.anyTreatment')}</option>
          {treatments.map((treatment) => (
            <option key={treatment} value={treatment}>
              {withCount(t(`facts.treatments.${treatment}`), countIn(counts?.treatment, treatment) ?? (counts ? 0 : undefined))}
            </option>
          ))}
        </select>
      </label>
      <label className={classes.field}>
        {t('facts.originLabel')}
        <select
          className={classes.select}
          name="origin"
          value={value.origin ?? ANY}
          onChange={(event) => onChange({ origin: event.currentTarget.value || undefined })}
        >
          <option value={ANY}>{t('facts.anyOrigin')}</option>
          {origins.map((code) => (
            <option key={code} value={code}>
              {withCount(originLabel(code), countIn(counts?.origin, code) ?? (counts ? 0 : undefined))}
            </option>
          ))}
        </select>
      </label>
      <label className={classes.check}>
        <input
          type="checkbox"
          name="certified"
          checked={value.certified === true}
          onChange={(event) => onChange({ certified: event.currentTarget.checked || undefined })}
        />
        {withCount(t('facts.certifiedOnly'), counts?.certified)}
      </label>
    </fieldset>
  );
}
