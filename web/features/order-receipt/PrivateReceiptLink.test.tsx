import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '#web/test/render.tsx';
import { PrivateReceiptLink } from './PrivateReceiptLink.tsx';

const TOKEN = 'a'.repeat(43);
const ORDER_ID = '3f2a9c1e-8b7d-4e6f-9a0b-1c2d3e4f5a6b';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

type Call = { method: string; url: string; body: unknown };

/** The Worker as these calls meet it: mail on or off, and what "Email me" answers. */
function stubApi({ email, emailAnswer = json({ queued: true }, 202) }: { email: boolean; emailAnswer?: Response }) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : null });
      if (url.endsWith('/api/receipts/config')) return json({ email });
      if (method === 'POST' && url.endsWith('/api/receipts')) return json({ token: TOKEN, path: `/receipts/${TOKEN}` }, 201);
      if (method === 'POST' && url.endsWith(`/api/receipts/${TOKEN}/email`)) return emailAnswer;
      return json({ error: 'Not found', code: 'not_found' }, 404);
    }),
  );
  return calls;
}

async function getLink() {
  const user = userEvent.setup();
  render(<PrivateReceiptLink orderId={ORDER_ID} />);
  await user.click(screen.getByRole('button', { name: 'Get a private link' }));
  return { user, address: await screen.findByRole('textbox', { name: 'Private link to this receipt' }) };
}

afterEach(() => vi.unstubAllGlobals());

describe('PrivateReceiptLink', () => {
  it('makes a link only when asked, for this order, and shows its full address to copy', async () => {
    const calls = stubApi({ email: false });
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    const { address } = await getLink();

    expect((address as HTMLInputElement).value).toBe(`${window.location.origin}/receipts/${TOKEN}`);
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ orderId: ORDER_ID });
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeTruthy();
  });

  it('offers no "Email me this receipt" while the shop has no mail provider', async () => {
    stubApi({ email: false });

    await getLink();

    expect(screen.queryByRole('form', { name: 'Email me this receipt' })).toBeNull();
  });

  it('emails the receipt in the page language once the address is valid, and says where it went', async () => {
    const calls = stubApi({ email: true });
    const { user } = await getLink();
    const form = await screen.findByRole('form', { name: 'Email me this receipt' });

    await user.type(within(form).getByLabelText(/Email address/), 'not-an-address');
    await user.click(within(form).getByRole('button', { name: 'Send' }));
    expect(await within(form).findByText('Please enter a valid email address')).toBeTruthy();
    expect(calls.filter((call) => call.url.endsWith('/email'))).toEqual([]);

    await user.clear(within(form).getByLabelText(/Email address/));
    await user.type(within(form).getByLabelText(/Email address/), 'buyer@example.com');
    await user.click(within(form).getByRole('button', { name: 'Send' }));

    expect(await within(form).findByText(/The receipt is on its way to .*buyer@example\.com/)).toBeTruthy();
    await waitFor(() =>
      expect(calls.find((call) => call.url.endsWith('/email'))?.body).toEqual({ email: 'buyer@example.com', language: 'en' }),
    );
  });

  it('says, in the visitor language, when the receipt was emailed too often', async () => {
    const refusal = json({ error: 'Too often', code: 'receipt_email_limit', params: { max: 5, hours: 24 } }, 429);
    stubApi({ email: true, emailAnswer: refusal });
    const { user } = await getLink();
    const form = await screen.findByRole('form', { name: 'Email me this receipt' });

    await user.type(within(form).getByLabelText(/Email address/), 'buyer@example.com');
    await user.click(within(form).getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('This receipt was already emailed 5 times in 24 hours. Please try again later.')).toBeTruthy();
  });
});
