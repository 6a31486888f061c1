import { describe, expect, it } from 'vitest';
import { exportAuditTarget, readExportAuditTarget } from './exports-api.ts';

describe('an export’s audit target', () => {
  it('reads back the period and status it was written from, every status as none', () => {
    expect(readExportAuditTarget(exportAuditTarget({ from: '2026-10-01', to: '2026-10-31', status: 'needs_attention' }))).toEqual({
      from: '2026-10-01',
      to: '2026-10-31',
      status: 'needs_attention',
    });
    expect(readExportAuditTarget(exportAuditTarget({ from: '2026-10-01', to: '2026-10-31' }))).toEqual({
      from: '2026-10-01',
      to: '2026-10-31',
      status: undefined,
    });
  });

  it('reads no period from a target that is not an export’s', () => {
    expect(readExportAuditTarget('12')).toBeNull();
    expect(readExportAuditTarget('GET /api/admin/audit')).toBeNull();
  });
});
