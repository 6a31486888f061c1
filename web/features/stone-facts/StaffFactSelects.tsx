import { Select, type SelectProps } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { COUNTRY_CODES, TREATMENTS, UNKNOWN_ORIGIN } from '#schema/stone-facts.ts';
import { compareNames, displayName } from '#web/features/i18n/index.ts';

type FactSelectProps = Omit<SelectProps, 'data'> & {
  /** The free text this fact was mapped from, shown as "unmapped: …" while the fact is unknown. */
  unmappedText?: string;
};

const unmappedHint = (value: unknown, text: string | undefined, say: (text: string) => string) =>
  value === 'unknown' && text?.trim() ? say(text.trim()) : undefined;

/** The staff forms' treatment: one of the fixed list (docs/product.md §5, §7). */
export function TreatmentSelect({ unmappedText, ...props }: FactSelectProps) {
  const { t } = useTranslation();
  return (
    <Select
      label={t('facts.treatmentLabel')}
      data={TREATMENTS.map((value) => ({ value, label: t(`facts.treatments.${value}`) }))}
      allowDeselect={false}
      description={unmappedHint(props.value, unmappedText, (text) => t('facts.unmapped', { text }))}
      comboboxProps={{ withinPortal: true }}
      {...props}
    />
  );
}

/** The staff forms' country of origin: every ISO 3166 country, named in the staff member's language by the browser. */
export function OriginSelect({ unmappedText, ...props }: FactSelectProps) {
  const { t, i18n } = useTranslation();
  const data = useMemo(() => {
    const countries = COUNTRY_CODES.map((value) => ({ value, label: displayName('region', value, i18n.language) }));
    const compare = compareNames(i18n.language);
    countries.sort((a, b) => compare(a.label, b.label));
    return [{ value: UNKNOWN_ORIGIN, label: t('facts.unknownOrigin') }, ...countries];
  }, [i18n.language, t]);
  return (
    <Select
      label={t('facts.countryLabel')}
      data={data}
      searchable
      allowDeselect={false}
      description={unmappedHint(props.value, unmappedText, (text) => t('facts.unmapped', { text }))}
      comboboxProps={{ withinPortal: true }}
      {...props}
    />
  );
}
