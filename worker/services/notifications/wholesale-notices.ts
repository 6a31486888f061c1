import { sql } from 'drizzle-orm';
import type { WholesaleApplicationData } from '#schema/wholesale-api.ts';
import type { Database } from '#worker/env.ts';
import { noticeStatements } from './notices.ts';

type Application = Omit<WholesaleApplicationData, 'website'> & { id: string };

/** "New wholesale application" to the staff who chose it, for the batch that stores the application. */
export const wholesaleNotices = (db: Database, application: Application, now = Date.now()) =>
  noticeStatements(
    db,
    {
      topic: 'wholesale',
      kind: 'wholesale_application',
      ref: application.id,
      write: (t) => {
        const business = application.businessName;
        const field = (name: string, value: string | null | undefined) =>
          value ? [{ label: t(`admin.wholesale.fields.${name}`), value }] : [];
        return {
          subject: t('mail.notice.wholesaleSubject', { business }),
          intro: t('mail.notice.wholesaleIntro', { business, contact: application.contactName }),
          facts: [
            ...field('contactName', application.contactName),
            ...field('email', application.email),
            ...field('phone', application.phone),
            ...field('businessType', application.businessType),
            ...field('taxId', application.taxId),
          ],
          notes: application.message ? [application.message] : [],
        };
      },
    },
    sql`1`,
    now,
  );
