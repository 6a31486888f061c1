/**
 * The checks `npm run deploy` makes before it changes anything on Cloudflare (scripts/deploy.mjs): each returns the
 * problems it found as sentences that say what to do, and `preflightProblems` gathers them all into one list, so an
 * owner fixes everything in one round instead of meeting Cloudflare's errors one deploy at a time.
 *
 * Every outside fact comes through `tools`: `run(command, args)` resolves with `{ code, output }` (wrangler's
 * answers), `config` is wrangler.jsonc as wrangler reads it for the environment, and `build` tells what dist/ holds.
 * The tests hand in their own, so each refusal is proven without a Cloudflare account.
 */

/** The secrets every deployment needs (README, "Configuration"). */
export const REQUIRED_SECRETS = ['ADMIN_USERNAME', 'ADMIN_PASSWORD_HASH', 'UPLOAD_SIGNING_SECRET'];

/** A provider takes payments only with all of its secrets (worker/services/payments/active-provider.ts). */
export const PROVIDER_SECRETS = {
  Stripe: ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_PUBLISHABLE_KEY'],
  Daraja: ['DARAJA_CONSUMER_KEY', 'DARAJA_CONSUMER_SECRET', 'DARAJA_SHORTCODE', 'DARAJA_PASSKEY', 'DARAJA_CALLBACK_URL'],
};

/** Values wrangler.jsonc ships with, which name nothing of the owner's. */
const PLACEHOLDER_ID = /^0{8}-0{4}-/;
const PLACEHOLDER_HOST = /(^|\.)example(\.|$|\/)/i;

const envFlag = (environment) => (environment === 'production' ? [] : ['--env', environment]);
/** The same flag as it reads at the end of a command an owner types. */
export const envSuffix = (environment) => (environment === 'production' ? '' : ` --env ${environment}`);

/** The D1 database the environment binds as DB. */
const databaseOf = (config) => config.d1_databases?.find((database) => database.binding === 'DB');

export function placeholderProblems(config, environment) {
  const problems = [];
  const database = databaseOf(config);
  if (!database) problems.push(`wrangler.jsonc (${environment}): no D1 database is bound as DB.`);
  else if (PLACEHOLDER_ID.test(database.database_id ?? '')) {
    problems.push(
      `wrangler.jsonc (${environment}): DB's database_id is the placeholder ${database.database_id}: run \`npx wrangler d1 create ${database.database_name}\` and put the id it prints there.`,
    );
  }
  const origin = config.vars?.PUBLIC_ORIGIN ?? '';
  if (!origin || PLACEHOLDER_HOST.test(origin)) {
    problems.push(
      `wrangler.jsonc (${environment}): vars.PUBLIC_ORIGIN is ${origin ? `the placeholder ${origin}` : 'empty'}: set it to https://<the shop's host>.`,
    );
  }
  for (const route of config.routes ?? []) {
    const pattern = typeof route === 'string' ? route : route.pattern;
    if (PLACEHOLDER_HOST.test(pattern)) {
      problems.push(
        `wrangler.jsonc (${environment}): the route ${pattern} is a placeholder: name the shop's own host (docs/operations.md, "Custom domain").`,
      );
    }
  }
  if ((config.routes ?? []).length === 0) {
    problems.push(
      `wrangler.jsonc (${environment}): no route: the shop needs a custom domain for its catalog cache (docs/operations.md, "Custom domain").`,
    );
  }
  return problems;
}

/** The names `wrangler secret list --format json` printed (it may print a banner or warnings around the JSON). */
function secretNames(output) {
  const json = output.slice(output.indexOf('['), output.lastIndexOf(']') + 1);
  return new Set(JSON.parse(json).map((secret) => secret.name));
}

/** Terminal colours' escape sequences. */
const COLOURS = new RegExp(`${String.fromCharCode(27)}\\[[\\d;]*m`, 'g');

/**
 * Wrangler's answer when it has no credentials: the tools run it with CI=true (lib/run.mjs), so it asks for
 * CLOUDFLARE_API_TOKEN where an owner at a terminal would sign in.
 */
const NOT_SIGNED_IN = /non-interactive environment, it's necessary to set a CLOUDFLARE_API_TOKEN/;

/** The line of wrangler's output that says what went wrong (its ERROR line, else its first), without colours. */
function firstLine(output) {
  if (NOT_SIGNED_IN.test(output)) {
    return 'Wrangler is not signed in to Cloudflare: run `npx wrangler login` (or, in CI, set CLOUDFLARE_API_TOKEN to an API token).';
  }
  const lines = output
    .replace(COLOURS, '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  return lines.find((line) => line.includes('ERROR')) ?? lines[0] ?? '(no output)';
}

export async function secretProblems({ run, config }, environment) {
  const listed = await run('wrangler', ['secret', 'list', '--format', 'json', ...envFlag(environment)]);
  let names;
  try {
    if (listed.code !== 0) throw new Error(firstLine(listed.output));
    names = secretNames(listed.output);
  } catch (error) {
    return [`Could not list the secrets of ${config.name} (\`wrangler secret list${envSuffix(environment)}\`): ${error.message}`];
  }
  const put = (name) => `npx wrangler secret put ${name}${envSuffix(environment)}`;
  const problems = REQUIRED_SECRETS.filter((name) => !names.has(name)).map((name) => `Secret ${name} is not set: ${put(name)}.`);

  const complete = [];
  for (const [provider, secrets] of Object.entries(PROVIDER_SECRETS)) {
    const missing = secrets.filter((name) => !names.has(name));
    if (missing.length === 0) complete.push(provider);
    else if (missing.length < secrets.length) {
      problems.push(
        `${provider} is half configured, so it takes no payment: missing ${missing.join(', ')} (${put(missing[0])}, README "Payments").`,
      );
    }
  }
  // Live Daraja keys against Safaricom's sandbox (anything but DARAJA_ENV=production, active-provider.ts) start no
  // push. A secret's value cannot be read here: one named DARAJA_ENV is taken to say production.
  const darajaEnv = config.vars?.DARAJA_ENV;
  const darajaLive = darajaEnv === undefined ? names.has('DARAJA_ENV') : darajaEnv === 'production';
  if (environment === 'production' && complete.includes('Daraja') && !darajaLive) {
    const fix = darajaEnv === undefined ? `\`echo production | ${put('DARAJA_ENV')}\`` : 'set it to "production" in wrangler.jsonc';
    problems.push(
      `Daraja's secrets are set but DARAJA_ENV is ${darajaEnv === undefined ? 'not set' : `"${darajaEnv}"`}: M-Pesa would go to Safaricom's sandbox, which live keys cannot use (${fix}, README "Payments").`,
    );
  }
  const demo = names.has('PAYMENTS_MODE') || config.vars?.PAYMENTS_MODE !== undefined;
  if (demo && environment === 'production') {
    problems.push('PAYMENTS_MODE is set: a live shop takes real payments only (`npx wrangler secret delete PAYMENTS_MODE`).');
  } else if (demo && complete.length > 0) {
    problems.push(`PAYMENTS_MODE is set beside ${complete.join(' and ')}: nothing would be simulated; delete one of them.`);
  } else if (!demo && complete.length === 0) {
    problems.push(
      `No payment provider has all its secrets: the checkout would offer no way to pay. Set Stripe's (${PROVIDER_SECRETS.Stripe.join(', ')}) or Daraja's (${PROVIDER_SECRETS.Daraja.join(', ')})${environment === 'production' ? '' : ', or PAYMENTS_MODE=demo'}.`,
    );
  }
  return problems;
}

/** `wrangler d1 migrations list --remote` prints the pending files as table rows, or "No migrations to apply". */
export async function migrationProblems({ run, config }, environment) {
  const database = databaseOf(config);
  if (!database || PLACEHOLDER_ID.test(database.database_id ?? '')) return [];
  const listed = await run('wrangler', ['d1', 'migrations', 'list', 'DB', '--remote', ...envFlag(environment)]);
  if (listed.code !== 0) return [`Could not list the migrations of ${database.database_name}: ${firstLine(listed.output)}`];
  if (/No migrations to apply/i.test(listed.output)) return [];
  const pending = [...new Set(listed.output.match(/\b\d{4}_[\w-]+\.sql\b/g) ?? [])];
  const script = environment === 'production' ? 'db:migrate:remote' : `db:migrate:${environment}`;
  return [
    `${pending.length || 'Some'} migration(s) not applied to ${database.database_name}${pending.length ? ` (${pending.join(', ')})` : ''}: note the Time Travel bookmark, then \`npm run ${script}\` (docs/operations.md, "Deploying", "A migration").`,
  ];
}

/** dist/ must hold a build of this environment, made after the last change to the sources. */
export function buildProblems({ build, config }, environment) {
  const built = build.builtConfig();
  const rebuild = environment === 'production' ? 'npm run build' : `CLOUDFLARE_ENV=${environment} npm run build`;
  if (!built) return [`There is no build in dist/: ${rebuild}.`];
  if (built.name !== config.name) return [`dist/ holds the build of ${built.name}, not ${config.name}: ${rebuild}.`];
  const newest = build.newestSource();
  if (newest.time > build.builtAt()) return [`The build is older than ${newest.path}: ${rebuild}.`];
  return [];
}

/** Every problem found, in the order an owner would fix them; an empty list means the deploy may go ahead. */
export async function preflightProblems(tools, environment) {
  return [
    ...placeholderProblems(tools.config, environment),
    ...buildProblems(tools, environment),
    ...(await secretProblems(tools, environment)),
    ...(await migrationProblems(tools, environment)),
  ];
}
