export { WholesaleApplicationsTab } from './WholesaleApplicationsTab.tsx';
export { WholesaleSearchSchema } from './wholesale-search.ts';
