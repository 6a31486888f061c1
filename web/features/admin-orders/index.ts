export { loadOrdersTab } from './api/get-admin-orders.ts';
export { OrdersTab } from './OrdersTab.tsx';
export { OrdersSearchSchema } from './orders-search.ts';
