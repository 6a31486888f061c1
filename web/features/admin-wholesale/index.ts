export { loadWholesaleTab } from './api/get-wholesale-applications.ts';
export { WholesaleApplicationsTab } from './WholesaleApplicationsTab.tsx';
export { WholesaleSearchSchema } from './wholesale-search.ts';
