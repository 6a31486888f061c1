/** The staff logs (read-only): the audit log of staff actions, and the refused sign-ins kept apart from it. */
export { AuditLogTab } from './AuditLogTab.tsx';
export { FailedSignInsTab } from './FailedSignInsTab.tsx';
