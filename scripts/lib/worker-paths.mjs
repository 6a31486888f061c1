/**
 * The Worker as `vite build` leaves it (@cloudflare/vite-plugin): its bundle with the React app's server
 * renderer, and the wrangler config that `wrangler dev` and `wrangler deploy` run it with. Local state
 * stays where the source config keeps it, so migrations, seeding and the server share one D1 and R2.
 */
export const BUILT_WORKER_CONFIG = 'dist/gemstone_shop/wrangler.json';
export const LOCAL_STATE = '.wrangler/state';
