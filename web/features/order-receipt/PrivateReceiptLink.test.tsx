import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, refusal, stubApi, type Answer, type ApiStub } from '#web/test/api-stub.ts';
import { render } from '#web/test/render.tsx';
import { PrivateReceiptLink } from './PrivateReceiptLink.tsx';

const TOKEN = 'a'.repeat(43);
const ORDER_ID = '3f2a9c1e-8b7d-4e6f-9a0b-1c2d3e4f5a6b';

/** The Worker as these calls meet it: mail on or off, and what "Email me" answers. */
function serve({ email, emailAnswer = () => json({ queued: true }, 202) }: { email: boolean; emailAnswer?: Answer }) {
  return stubApi({
    'GET /api/receipts/config': { email },
    'POST /api/receipts': () => json({ token: TOKEN, path: `/receipts/${TOKEN}` }, 201),
    [`POST /api/receipts/${TOKEN}/email`]: emailAnswer,
  });
}

const emailCalls = (api: ApiStub) => api.requests.filter((request) => request.path.endsWith('/email'));

async function getLink() {
  const user = userEvent.setup();
  render(<PrivateReceiptLink orderId={ORDER_ID} />);
  await user.click(screen.getByRole('button', { name: 'Get a private link' }));
  return { user, address: await screen.findByRole('textbox', { name: 'Private link to this receipt' }) };
}

describe('PrivateReceiptLink', () => {
  it('makes a link only when asked, for this order, and shows its full address to copy', async () => {
    const api = serve({ email: false });
    expect(api.requests.filter((request) => request.method === 'POST')).toEqual([]);

    const { address } = await getLink();

    expect((address as HTMLInputElement).value).toBe(`${window.location.origin}/receipts/${TOKEN}`);
    expect(api.calls('POST', '/api/receipts')[0]?.body).toEqual({ orderId: ORDER_ID });
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeTruthy();
  });

  it('offers no "Email me this receipt" while the shop has no mail provider', async () => {
    serve({ email: false });

    await getLink();

    expect(screen.queryByRole('form', { name: 'Email me this receipt' })).toBeNull();
  });

  it('emails the receipt in the page language once the address is valid, and says where it went', async () => {
    const api = serve({ email: true });
    const { user } = await getLink();
    const form = await screen.findByRole('form', { name: 'Email me this receipt' });

    await user.type(within(form).getByLabelText(/Email address/), 'not-an-address');
    await user.click(within(form).getByRole('button', { name: 'Send' }));
    expect(await within(form).findByText('Please enter a valid email address')).toBeTruthy();
    expect(emailCalls(api)).toEqual([]);

    await user.clear(within(form).getByLabelText(/Email address/));
    await user.type(within(form).getByLabelText(/Email address/), 'buyer@example.com');
    await user.click(within(form).getByRole('button', { name: 'Send' }));

    expect(await within(form).findByText(/The receipt is on its way to .*buyer@example\.com/)).toBeTruthy();
    await waitFor(() => expect(emailCalls(api)[0]?.body).toEqual({ email: 'buyer@example.com', language: 'en' }));
  });

  it('says, in the visitor language, when the receipt was emailed too often', async () => {
    serve({ email: true, emailAnswer: () => refusal(429, 'receipt_email_limit', { max: 5, hours: 24 }) });
    const { user } = await getLink();
    const form = await screen.findByRole('form', { name: 'Email me this receipt' });

    await user.type(within(form).getByLabelText(/Email address/), 'buyer@example.com');
    await user.click(within(form).getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('This receipt was already emailed 5 times in 24 hours. Please try again later.')).toBeTruthy();
  });
});
