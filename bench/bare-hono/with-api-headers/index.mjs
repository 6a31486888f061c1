/**
 * The bare Hono Worker sending the five security headers of the shop's API answers (worker/middleware/
 * api-security-policy.ts) through Hono's own secureHeaders, as the shop does: the bench reports the trivial endpoint
 * against it too, to show how much of the floor's gap is those headers and how much the shop's own code.
 */
import { secureHeaders } from 'hono/secure-headers';
import { API_POLICY } from '#worker/middleware/api-security-policy.ts';
import { bareHono } from '#bench/bare-hono/app.mjs';

export default bareHono(secureHeaders({ ...API_POLICY, overwrite: true }));
