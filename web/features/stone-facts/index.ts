/** A stone's treatment and origin as facts: the filters every grid shows, and the fields of the staff forms, the facts on a stone's page. */
export { factAddressEntries, factQueryOf, hasFacts, NO_FACTS, type FactAddress } from './fact-address.ts';
export { FactFilters } from './FactFilters.tsx';
export { OriginSelect, TreatmentSelect } from './StaffFactSelects.tsx';
export { StoneFacts } from './StoneFacts.tsx';
