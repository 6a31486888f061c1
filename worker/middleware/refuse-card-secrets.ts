import { createMiddleware } from 'hono/factory';
import { carriesCardSecrets } from '#schema/card-data.ts';
import type { AppEnv } from '#worker/env.ts';
import { fail } from '#worker/services/result.ts';
import { refuse } from './errors.ts';

/**
 * docs/design.md §4: a body holding a full card number or any CVV field is refused (400) before anything
 * reads it further, so neither ever reaches D1 or a log line.
 */
export const refuseCardSecrets = createMiddleware<AppEnv>(async (c, next) => {
  const body: unknown = await c.req.json().catch(() => undefined);
  if (carriesCardSecrets(body)) {
    return refuse(
      c,
      fail('card_data_refused', 'Card numbers and security codes must never be sent to the shop; send the last four digits only'),
    );
  }
  await next();
});
