/** The staff logs (read-only): the audit log of staff actions, and the refused sign-ins kept apart from it. */
export { loadAuditLog } from './api/get-audit-log.ts';
export { loadFailedSignIns } from './api/get-failed-sign-ins.ts';
export { AuditLogTab } from './AuditLogTab.tsx';
export { FailedSignInsTab } from './FailedSignInsTab.tsx';
