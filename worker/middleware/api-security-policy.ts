import type { secureHeaders } from 'hono/secure-headers';

/** hono's options for secure headers, as secureHeaders takes them. */
export type SecurityPolicy = NonNullable<Parameters<typeof secureHeaders>[0]>;

/**
 * An API answer's headers: the ones OWASP's REST Security Cheat Sheet names for JSON (transport, no sniffing, no
 * framing, nothing loaded if one is opened as a document) and the resource policy that keeps other sites' pages from
 * embedding it. The rest of a page's set governs what a document does (its scripts, referrer, popups, features), and
 * each header is work on every answer: the API's refusal of an unknown path sent 13 and now sends 5
 * (docs/design.md, "The floor of a request"). On its own module, with nothing of the shop's, so that the bench's
 * bare Hono Worker can send the same five (bench/bare-hono/with-api-headers).
 */
export const API_POLICY: SecurityPolicy = {
  contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
  xFrameOptions: 'DENY',
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  referrerPolicy: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
  removePoweredBy: false,
};
