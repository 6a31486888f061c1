export { WholesaleApplicationsTab } from './WholesaleApplicationsTab.tsx';
