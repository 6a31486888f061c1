import { describe, expect, it } from 'vitest';
import { readDevVars } from '#scripts/lib/dev-vars.mjs';
import { runDeploy } from '#scripts/lib/deploy.mjs';
import { preflightProblems, PROVIDER_SECRETS, REQUIRED_SECRETS } from '#scripts/lib/preflight.mjs';
import { darajaSettings, stripeSettings } from '#worker/services/payments/active-provider.ts';

const NO_MIGRATIONS = '✅ No migrations to apply!';
const STRIPE = PROVIDER_SECRETS.Stripe;

/** A deployment ready to go: real ids and host, a fresh build of it, its secrets set and its migrations applied. */
function readyShop() {
  return {
    config: {
      name: 'gemstone-shop',
      d1_databases: [{ binding: 'DB', database_name: 'gemstone-shop', database_id: '6f1c2d3e-aaaa-4bbb-8ccc-0123456789ab' }],
      routes: [{ pattern: 'gems.co.ke', custom_domain: true }],
      vars: { PUBLIC_ORIGIN: 'https://gems.co.ke' } as Record<string, string>,
    },
    secrets: [...REQUIRED_SECRETS, ...STRIPE],
    secretList: null as { code: number; output: string } | null,
    migrations: { code: 0, output: NO_MIGRATIONS },
    built: { name: 'gemstone-shop' } as { name: string } | null,
    builtAt: 2_000,
    newestSource: { path: 'worker/index.ts', time: 1_000 },
  };
}
type Shop = ReturnType<typeof readyShop>;

/** The preflight's tools over `shop`, recording every command it ran. */
function toolsFor(shop: Shop) {
  const ran: string[] = [];
  return {
    ran,
    config: shop.config,
    run: (command: string, args: string[]) => {
      ran.push([command, ...args].join(' '));
      if (args[0] === 'secret') {
        return Promise.resolve(
          shop.secretList ?? { code: 0, output: JSON.stringify(shop.secrets.map((name) => ({ name, type: 'secret_text' }))) },
        );
      }
      return Promise.resolve(shop.migrations);
    },
    build: { builtConfig: () => shop.built, builtAt: () => shop.builtAt, newestSource: () => shop.newestSource },
  };
}

async function problemsOf(change: (shop: Shop) => void, environment = 'production') {
  const shop = readyShop();
  change(shop);
  return preflightProblems(toolsFor(shop), environment);
}

describe('preflight', () => {
  it('finds nothing to fix in a shop that is ready, asking wrangler for its secrets and migrations', async () => {
    const tools = toolsFor(readyShop());

    expect(await preflightProblems(tools, 'production')).toEqual([]);
    expect(tools.ran).toEqual(['wrangler secret list --format json', 'wrangler d1 migrations list DB --remote']);
  });

  it("refuses the placeholder D1 id, and does not ask for that database's migrations", async () => {
    const problems = await problemsOf((shop) => (shop.config.d1_databases[0]!.database_id = '00000000-0000-4000-8000-000000000000'));

    expect(problems).toEqual([expect.stringMatching(/database_id is the placeholder .*npx wrangler d1 create gemstone-shop/)]);
  });

  it('refuses an empty or placeholder PUBLIC_ORIGIN and a placeholder route', async () => {
    expect(await problemsOf((shop) => (shop.config.vars.PUBLIC_ORIGIN = ''))).toEqual([
      expect.stringContaining('vars.PUBLIC_ORIGIN is empty'),
    ]);
    expect(
      await problemsOf((shop) => {
        shop.config.vars.PUBLIC_ORIGIN = 'https://shop.example';
        shop.config.routes = [{ pattern: 'shop.example', custom_domain: true }];
      }),
    ).toEqual([
      expect.stringContaining('the placeholder https://shop.example'),
      expect.stringContaining('the route shop.example is a placeholder'),
    ]);
  });

  it('refuses a shop with no route, whose catalog cache would never work', async () => {
    expect(await problemsOf((shop) => (shop.config.routes = []))).toEqual([expect.stringContaining('no route')]);
  });

  it('refuses each missing required secret, naming the command that sets it', async () => {
    const problems = await problemsOf((shop) => (shop.secrets = shop.secrets.filter((name) => name !== 'ADMIN_PASSWORD_HASH')));

    expect(problems).toEqual(['Secret ADMIN_PASSWORD_HASH is not set: npx wrangler secret put ADMIN_PASSWORD_HASH.']);
  });

  it('refuses a provider with only some of its secrets (it would take no payment)', async () => {
    const problems = await problemsOf((shop) => (shop.secrets = [...REQUIRED_SECRETS, ...STRIPE, 'DARAJA_CONSUMER_KEY']));

    expect(problems).toEqual([
      expect.stringMatching(
        /^Daraja is half configured.*missing DARAJA_CONSUMER_SECRET, DARAJA_SHORTCODE, DARAJA_PASSKEY, DARAJA_CALLBACK_URL/,
      ),
    ]);
  });

  it('refuses a production shop with no complete provider, and one with PAYMENTS_MODE set', async () => {
    expect(await problemsOf((shop) => (shop.secrets = [...REQUIRED_SECRETS]))).toEqual([
      expect.stringContaining('No payment provider has all its secrets'),
    ]);
    expect(await problemsOf((shop) => shop.secrets.push('PAYMENTS_MODE'))).toEqual([
      expect.stringContaining('PAYMENTS_MODE is set: a live shop takes real payments only'),
    ]);
  });

  it('refuses live Daraja secrets in production without DARAJA_ENV=production (M-Pesa would go to the sandbox)', async () => {
    const daraja = (shop: Shop) => shop.secrets.push(...PROVIDER_SECRETS.Daraja);

    expect(await problemsOf(daraja)).toEqual([
      `Daraja's secrets are set but DARAJA_ENV is not set: M-Pesa would go to Safaricom's sandbox, which live keys cannot use (\`echo production | npx wrangler secret put DARAJA_ENV\`, README "Payments").`,
    ]);
    expect(
      await problemsOf((shop) => {
        daraja(shop);
        shop.config.vars.DARAJA_ENV = 'sandbox';
      }),
    ).toEqual([expect.stringContaining('DARAJA_ENV is "sandbox": M-Pesa would go to Safaricom\'s sandbox')]);
    expect(await problemsOf((shop) => shop.secrets.push(...PROVIDER_SECRETS.Daraja, 'DARAJA_ENV'))).toEqual([]);
    expect(
      await problemsOf((shop) => {
        daraja(shop);
        shop.config.vars.DARAJA_ENV = 'production';
      }),
    ).toEqual([]);
    // Staging tries the sandbox; the live shop alone must not.
    expect(
      await problemsOf((shop) => {
        shop.config.name = shop.built!.name = 'gemstone-shop-staging';
        daraja(shop);
      }, 'staging'),
    ).toEqual([]);
    // The Worker decides so: only DARAJA_ENV=production reaches Safaricom's live API.
    const all = Object.fromEntries(PROVIDER_SECRETS.Daraja.map((name) => [name, 'set']));
    expect(darajaSettings(all)?.baseUrl).toMatch(/sandbox\.safaricom/);
    const live: Record<string, string> = { ...all, DARAJA_ENV: 'production' };
    expect(darajaSettings(live)?.baseUrl).not.toMatch(/sandbox/);
  });

  it('lets staging simulate payments with PAYMENTS_MODE alone, but not beside a real provider', async () => {
    const staging = (shop: Shop) => {
      shop.config.name = shop.built!.name = 'gemstone-shop-staging';
    };
    const demoOnly = await problemsOf((shop) => {
      staging(shop);
      shop.secrets = [...REQUIRED_SECRETS, 'PAYMENTS_MODE'];
    }, 'staging');
    const demoBesideStripe = await problemsOf((shop) => {
      staging(shop);
      shop.secrets.push('PAYMENTS_MODE');
    }, 'staging');

    expect(demoOnly).toEqual([]);
    expect(demoBesideStripe).toEqual([expect.stringContaining('PAYMENTS_MODE is set beside Stripe')]);
  });

  it("says why when the Worker's secrets cannot be listed (not signed in, no such Worker yet)", async () => {
    const problems = await problemsOf(
      (shop) => (shop.secretList = { code: 1, output: '\n✘ [ERROR] This Worker does not exist on your account. [code: 10007]\n' }),
    );

    expect(problems).toEqual([
      expect.stringContaining('Could not list the secrets of gemstone-shop (`wrangler secret list`): ✘ [ERROR] This Worker does not exist'),
    ]);
  });

  it('says to sign in with `npx wrangler login` when wrangler has no credentials (it runs with CI=true)', async () => {
    const notSignedIn = {
      code: 1,
      output:
        "\n✘ [ERROR] In a non-interactive environment, it's necessary to set a CLOUDFLARE_API_TOKEN environment variable for wrangler to work. Please go to https://developers.cloudflare.com/fundamentals/api/get-started/create-token/ for instructions on how to create an api token, and assign its value to CLOUDFLARE_API_TOKEN.\n",
    };
    const problems = await problemsOf((shop) => {
      shop.secretList = notSignedIn;
      shop.migrations = notSignedIn;
    });

    const signIn =
      'Wrangler is not signed in to Cloudflare: run `npx wrangler login` (or, in CI, set CLOUDFLARE_API_TOKEN to an API token).';
    expect(problems).toEqual([
      `Could not list the secrets of gemstone-shop (\`wrangler secret list\`): ${signIn}`,
      `Could not list the migrations of gemstone-shop: ${signIn}`,
    ]);
  });

  it('refuses migrations not yet applied to the remote database, naming them', async () => {
    const output = [
      'Migrations to be applied:',
      '┌──────────────────────────────┐',
      '│ name                         │',
      '├──────────────────────────────┤',
      '│ 0011_product_search.sql      │',
      '│ 0012_staff_accounts.sql      │',
      '└──────────────────────────────┘',
    ].join('\n');

    const problems = await problemsOf((shop) => (shop.migrations = { code: 0, output }));

    expect(problems).toEqual([
      expect.stringMatching(
        /^2 migration\(s\) not applied to gemstone-shop \(0011_product_search.sql, 0012_staff_accounts.sql\).*npm run db:migrate:remote` \(docs\/operations.md, "Deploying", "A migration"\)/,
      ),
    ]);
  });

  it('refuses a missing build, a build older than the sources, and the build of another environment', async () => {
    expect(await problemsOf((shop) => (shop.built = null))).toEqual(['There is no build in dist/: npm run build.']);
    expect(await problemsOf((shop) => (shop.newestSource = { path: 'web/features/cart/Cart.tsx', time: 3_000 }))).toEqual([
      'The build is older than web/features/cart/Cart.tsx: npm run build.',
    ]);
    expect(await problemsOf((shop) => (shop.built = { name: 'gemstone-shop-staging' }))).toEqual([
      'dist/ holds the build of gemstone-shop-staging, not gemstone-shop: npm run build.',
    ]);
  });

  it('gathers every problem into one list instead of stopping at the first', async () => {
    const problems = await problemsOf((shop) => {
      shop.config.d1_databases[0]!.database_id = '00000000-0000-4000-8000-000000000000';
      shop.secrets = [];
      shop.built = null;
    });

    expect(problems).toHaveLength(1 + 1 + REQUIRED_SECRETS.length + 1);
  });

  it('asks for the names the Worker and .dev.vars.example use: each provider is active with exactly its secrets', () => {
    const example = readDevVars('.dev.vars.example');
    const all = (names: string[]) => Object.fromEntries(names.map((name) => [name, 'set']));

    for (const name of [...REQUIRED_SECRETS, ...Object.values(PROVIDER_SECRETS).flat()]) expect(example).toHaveProperty(name);
    expect(stripeSettings(all(PROVIDER_SECRETS.Stripe))).not.toBeNull();
    expect(darajaSettings(all(PROVIDER_SECRETS.Daraja))).not.toBeNull();
    for (const missing of PROVIDER_SECRETS.Stripe) expect(stripeSettings(all(STRIPE.filter((name) => name !== missing)))).toBeNull();
    for (const missing of PROVIDER_SECRETS.Daraja)
      expect(darajaSettings(all(PROVIDER_SECRETS.Daraja.filter((name) => name !== missing)))).toBeNull();
  });
});

describe('npm run deploy', () => {
  const deployWith = async (shop: Shop, dryRun: boolean) => {
    const lines: string[] = [];
    const shown: string[] = [];
    const preflight = toolsFor(shop);
    const code = await runDeploy({
      environment: 'staging',
      dryRun,
      print: (line: string) => lines.push(line),
      tools: {
        runShown: (command: string, args: string[], env: Record<string, string>) => {
          shown.push([...Object.entries(env).map(([key, value]) => `${key}=${value}`), command, ...args].join(' '));
          return Promise.resolve(0);
        },
        preflight: () => preflight,
      },
    });
    return { code, lines, ran: [...shown, ...preflight.ran] };
  };

  it('--dry-run prints every step and command it would run, and runs none', async () => {
    const { code, lines, ran } = await deployWith(readyShop(), true);

    expect(code).toBe(0);
    expect(ran).toEqual([]);
    expect(lines.join('\n')).toMatch(
      /1\. build\n {3}CLOUDFLARE_ENV=staging vite build\n2\. preflight\n(.|\n)*wrangler secret list --format json --env staging(.|\n)*wrangler d1 migrations list DB --remote --env staging.*\n3\. deploy\n {3}wrangler deploy --config dist\/gemstone_shop\/wrangler.json/,
    );
  });

  it('builds for the environment, and deploys nothing when the preflight finds problems, printing them as one list', async () => {
    const shop = readyShop();
    shop.secrets = [];

    const { code, lines, ran } = await deployWith(shop, false);

    expect(code).toBe(1);
    expect(ran[0]).toBe('CLOUDFLARE_ENV=staging vite build --logLevel warn');
    expect(ran.some((command) => command.includes('wrangler deploy'))).toBe(false);
    expect(lines).toContain('  - Secret ADMIN_USERNAME is not set: npx wrangler secret put ADMIN_USERNAME --env staging.');
  });
});
