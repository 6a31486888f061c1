export { OrdersTab } from './OrdersTab.tsx';
export { OrdersSearchSchema } from './orders-search.ts';
