import { describe, expect, it } from 'vitest';
import { staffTextsOf } from '#schema/staff-locale-texts.ts';
import { COMPARED_FIELDS } from './audit-changes.ts';

describe('the changes the audit log keeps', () => {
  it("names only fields the staff area has a word for (admin.audit.fields, English; the others follow by the locales' parity)", async () => {
    const texts = (await staffTextsOf('en')) as { admin: { audit: { fields: Record<string, string> } } };
    const unlabelled = [...COMPARED_FIELDS].filter((field) => !texts.admin.audit.fields[field]);
    expect(unlabelled).toEqual([]);
  });
});
