/** The staff audit log tab (read-only). */
export { AuditLogTab } from './AuditLogTab.tsx';
