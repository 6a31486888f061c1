import { List, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AuditChange, AuditValue } from '#schema/tables.ts';
import { formatUsd } from '#schema/money.ts';
import { UNKNOWN_ORIGIN } from '#schema/stone-facts.ts';
import { LANGUAGES, useDisplayName } from '#web/features/i18n/index.ts';

/** Fields that hold USD cents. */
const MONEY_FIELDS = new Set(['price']);

/** Fields that hold a code, and where the code's words are: a change reads "Treatment: Heated → None (untreated)". */
const CODE_WORDS: Readonly<Record<string, string>> = {
  treatmentCode: 'facts.treatments',
  role: 'admin.staff.roles',
  status: 'admin.wholesale.status',
};

function useValueText() {
  const { t, i18n } = useTranslation();
  const name = useDisplayName();
  return (field: string, value: AuditValue): string => {
    if (value === null || value === '') return t('admin.audit.none');
    if (typeof value === 'boolean') return value ? t('admin.audit.yes') : t('admin.audit.no');
    if (typeof value === 'number' && MONEY_FIELDS.has(field)) return formatUsd(value, i18n.language);
    if (field === 'originCode' && typeof value === 'string')
      return value === UNKNOWN_ORIGIN ? t('facts.unknownOrigin') : name('region', value);
    if (field === 'language') return LANGUAGES.find((language) => language.code === value)?.nativeName ?? String(value);
    const words = CODE_WORDS[field];
    return words ? t(`${words}.${String(value)}`, { defaultValue: String(value) }) : String(value);
  };
}

/**
 * What an update changed, one line per field: "Price: $1.00 → $2.00"; prefixed with the row's id when the entry names
 * several rows (`target` "1,2"), even when only one of them changed.
 */
export function AuditChanges({ changes, target }: { changes: AuditChange[]; target: string | null }) {
  const { t } = useTranslation();
  const valueText = useValueText();
  const manyTargets = new Set(changes.map((change) => change.target)).size > 1 || changes.some((change) => change.target !== target);
  return (
    <List size="sm" listStyleType="none" spacing={2} mt={4} aria-label={t('admin.audit.changes')} data-testid="audit-changes">
      {changes.map((change) => (
        <List.Item key={`${change.target}.${change.field}`}>
          <Text span size="sm" c="dimmed">
            {manyTargets ? <bdi>#{change.target}</bdi> : null}
            {manyTargets ? ' ' : ''}
            {t(`admin.audit.fields.${change.field}`, { defaultValue: change.field })}:{' '}
          </Text>
          <Text span size="sm" c="dimmed">
            <bdi>{valueText(change.field, change.from)}</bdi>
          </Text>{' '}
          <span aria-hidden>{t('admin.audit.arrow')}</span> <VisuallyHidden component="span">{t('admin.audit.changedTo')}</VisuallyHidden>{' '}
          <Text span size="sm" fw={600}>
            <bdi>{valueText(change.field, change.to)}</bdi>
          </Text>
        </List.Item>
      ))}
    </List>
  );
}
