import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import app from '#worker/index.ts';

/** A person's browser, as the product page sends it. */
export const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

/** The product page's "it was opened" call, waiting for the count written after the answer. */
export async function viewProduct(id: number, headers: Record<string, string> = { 'user-agent': BROWSER }): Promise<Response> {
  const ctx = createExecutionContext();
  const response = await app.fetch(new Request(`http://shop.test/api/products/${id}/view`, { method: 'POST', headers }), env, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}
