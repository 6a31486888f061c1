import { IN_PROCESS_API_ORIGIN } from '#schema/pages.ts';
import type { Bindings } from '#worker/env.ts';
import { log } from '#worker/lib/log.ts';
import { oncePerEnv } from '#worker/lib/once-per-env.ts';

/** Names only a machine's own loopback can carry: Cloudflare never routes them to a deployed Worker. */
const LOOPBACK_HOSTNAME = /^(?:localhost|[a-z0-9-]+\.localhost|127(?:\.\d{1,3}){3}|\[::1\])$/i;

/** The host of the Worker's own API requests while it renders a page: the page's request had its say. */
const IN_PROCESS_HOST = new URL(IN_PROCESS_API_ORIGIN).host;

/** What this isolate has already logged about the setting: once each is enough. */
const logged = new Set<string>();
const logOnce = (message: string) => {
  if (!logged.has(message)) log.error('config.public_origin_invalid', { message });
  logged.add(message);
};

/** The configured origin, when it is one (`https://gems.example`: a scheme and a host, nothing more). */
function configuredOrigin(configured: string): string | null {
  try {
    const url = new URL(configured);
    const origin = `${url.protocol}//${url.host}`;
    if ((url.protocol === 'https:' || url.protocol === 'http:') && configured.replace(/\/$/, '').toLowerCase() === origin) return origin;
  } catch {
    // Not a URL: refused below like any other malformed value.
  }
  logOnce(`PUBLIC_ORIGIN "${configured}" is not an origin such as https://shop.example; absolute links are left out`);
  return null;
}

/** The env's PUBLIC_ORIGIN as an origin (null when it is not one), undefined when unset: read once per env. */
const configuredOf = oncePerEnv((env: Pick<Bindings, 'PUBLIC_ORIGIN'>): string | null | undefined => {
  const configured = env.PUBLIC_ORIGIN.trim();
  return configured ? configuredOrigin(configured) : undefined;
});

/**
 * The origin absolute links name (canonical, hreflang, og:url, JSON-LD, the sitemap, robots.txt): the shop's
 * `PUBLIC_ORIGIN`, never the request's `Host`, which any client chooses (docs/design.md §13). Unset, the request's
 * own origin serves only local development (a loopback host, as `npm start`, wrangler dev and the browser tests
 * have); anywhere else the answer is null and links stay relative, so a deployed shop that forgot the setting
 * still never names a host a stranger sent. The Worker's own API requests while it renders a page (at
 * IN_PROCESS_API_ORIGIN) get null without a word: the page's request was asked first, and logs what is wrong.
 */
export function publicOrigin(env: Pick<Bindings, 'PUBLIC_ORIGIN'>, requestUrl: string | URL): string | null {
  const configured = configuredOf(env);
  if (configured !== undefined) return configured;
  const request = typeof requestUrl === 'string' ? new URL(requestUrl) : requestUrl;
  if (LOOPBACK_HOSTNAME.test(request.hostname)) return request.origin;
  if (request.host === IN_PROCESS_HOST) return null;
  logOnce('PUBLIC_ORIGIN is not set: pages and the sitemap carry no absolute links (README, Configuration)');
  return null;
}
