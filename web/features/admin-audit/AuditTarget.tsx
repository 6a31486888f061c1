import { useTranslation } from 'react-i18next';
import { readExportAuditTarget } from '#schema/exports-api.ts';

/** An export's statuses, and where their words are: the orders' in the Orders tab's, the applications' in Wholesale's. */
const EXPORT_STATUS_WORDS: Readonly<Record<string, string>> = {
  'order.export': 'admin.orders.status',
  'wholesale.export': 'admin.wholesale.status',
};

/** Two UTC days (YYYY-MM-DD) as the language writes a range of dates: "Oct 1 – 31, 2026". */
function periodText(from: string, to: string, language: string): string {
  const day = (text: string) => new Date(`${text}T00:00:00Z`);
  return new Intl.DateTimeFormat(language, { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }).formatRange(
    day(from),
    day(to),
  );
}

/** What an entry acted on: the ids as recorded, or an export's period and status in the reader's words. */
export function AuditTarget({ action, target }: { action: string; target: string | null }) {
  const { t, i18n } = useTranslation();
  if (target === null) return t('admin.audit.none');
  const words = EXPORT_STATUS_WORDS[action];
  const exported = words ? readExportAuditTarget(target) : null;
  if (!words || !exported) return target;
  const status = exported.status ? t(`${words}.${exported.status}`, { defaultValue: exported.status }) : t('admin.audit.exportEveryStatus');
  return t('admin.audit.exportTarget', { period: periodText(exported.from, exported.to, i18n.language), status });
}
