export { OrdersTab } from './OrdersTab.tsx';
