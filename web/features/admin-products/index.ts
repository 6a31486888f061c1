export { ProductManagementTab } from './ProductManagementTab.tsx';
