import { useTranslation } from 'react-i18next';
import { PlainSelect } from '#web/components/PlainSelect.tsx';
import { TREATMENTS, UNKNOWN_ORIGIN, type FactCount, type FactCounts, type Treatment } from '#schema/stone-facts.ts';
import { compareNames, useDisplayName } from '#web/features/i18n/index.ts';
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

type FactSelectProps = {
  name: 'treatment' | 'origin';
  label: string;
  anyLabel: string;
  value: string | undefined;
  /** Each choice's value and the label it shows, its count included. */
  options: readonly { value: string; label: string }[];
  onChange: (value: string | undefined) => void;
};

/** One labelled native select with an "any" choice first. */
function FactSelect({ name, label, anyLabel, value, options, onChange }: FactSelectProps) {
  return (
    <div className={classes.field}>
      <PlainSelect
        name={name}
        label={label}
        value={value ?? ANY}
        onChange={(event) => onChange(event.currentTarget.value || undefined)}
        data={[{ value: ANY, label: anyLabel }, ...options]}
      />
    </div>
  );
}

/**
 * docs/product.md §2 "Treatment, origin, certified": two of the browser's own selects and a check box, each choice with its
 * count. No Mantine combobox and no country table: light enough to render with every grid, before any code has loaded.
 */
export function FactFilters({ value, counts, onChange }: FactFiltersProps) {
  const { t, i18n } = useTranslation();
  const withCount = (label: string, count: number | undefined) => (count === undefined ? label : t('facts.withCount', { label, count }));
  /** A choice's count: none while the counts load, 0 for a choice kept only because it is the one picked. */
  const countOf = (list: readonly FactCount[] | undefined, choice: string) => countIn(list, choice) ?? (counts ? 0 : undefined);
  const treatments = TREATMENTS.filter(
    (treatment) => counts === undefined || countIn(counts.treatment, treatment) || value.treatment === treatment,
  );
  const name = useDisplayName();
  const originLabel = (code: string) => (code === UNKNOWN_ORIGIN ? t('facts.unknownOrigin') : name('region', code));
  const codes = counts?.origin.map((entry) => entry.value) ?? [];
  if (value.origin && !codes.includes(value.origin)) codes.push(value.origin);
  const compare = compareNames(i18n.language);
  const origins = codes.map((code) => ({ code, label: originLabel(code) })).sort((a, b) => compare(a.label, b.label));
  return (
    <fieldset className={classes.panel} aria-label={t('facts.title')} data-testid="fact-filters">
      <FactSelect
        name="treatment"
        label={t('facts.treatmentLabel')}
        anyLabel={t('facts.anyTreatment')}
        value={value.treatment}
        options={treatments.map((treatment) => ({
          value: treatment,
          label: withCount(t(`facts.treatments.${treatment}`), countOf(counts?.treatment, treatment)),
        }))}
        onChange={(treatment) => onChange({ treatment: treatment as Treatment | undefined })}
      />
      <FactSelect
        name="origin"
        label={t('facts.originLabel')}
        anyLabel={t('facts.anyOrigin')}
        value={value.origin}
        options={origins.map(({ code, label }) => ({ value: code, label: withCount(label, countOf(counts?.origin, code)) }))}
        onChange={(origin) => onChange({ origin })}
      />
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
