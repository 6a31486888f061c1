export { loadStaffProducts } from './api/get-staff-products.ts';
export { ProductManagementTab } from './ProductManagementTab.tsx';
