/**
 * The Worker as `vite build` leaves it (@cloudflare/vite-plugin): its bundle with the React app's server
 * renderer, and the wrangler config that `wrangler dev` and `wrangler deploy` run it with. Local state
 * stays where the source config keeps it, so migrations, seeding and the server share one D1 and R2.
 */
export const BUILT_WORKER_CONFIG = 'dist/gemstone_shop/wrangler.json';
export const LOCAL_STATE = '.wrangler/state';

/**
 * Where `npm start`'s local send_email binding writes mail, inside the server's state folder (lib/local-worker.mjs):
 * Miniflare makes one folder per server run, <dir>/email/<run>/, with each message as email-text/<id>.txt and
 * email-html/<id>.html, logs both paths as it sends, and removes the run's folder when the server stops.
 */
export const localMailDir = (stateDir) => `${stateDir}/mail`;
