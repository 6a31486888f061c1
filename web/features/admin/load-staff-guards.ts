/**
 * The staff routes' checks before they load (staff-guards.ts), fetched when a staff page opens, so that no shopper's
 * first load carries them. A module of its own: index.ts stays re-exports only, which the build sees through.
 */
export const staffGuards = () => import('./staff-guards.ts');
