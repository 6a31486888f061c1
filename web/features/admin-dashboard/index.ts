/** The staff dashboard (docs/product.md §2): charts of the last 30 days, loaded only with the staff area. */
export { DashboardTab } from './DashboardTab.tsx';
