import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, refusal, stubApi } from '#web/test/api-stub.ts';
import { render } from '#web/test/render.tsx';
import { WholesaleDialog } from './WholesaleDialog.tsx';

async function renderFilledDialog() {
  render(<WholesaleDialog opened onClose={vi.fn()} />);
  const dialog = await screen.findByRole('dialog', { name: 'Wholesale Application' });
  const user = userEvent.setup();
  await user.type(within(dialog).getByLabelText(/Business name/), 'Crystal Corner');
  await user.type(within(dialog).getByLabelText(/Contact name/), 'Wanjiru Kamau');
  await user.type(within(dialog).getByLabelText(/Email/), 'buyer@crystalcorner.example');
  await user.type(within(dialog).getByLabelText(/Phone/), '+254712345678');
  await user.type(within(dialog).getByLabelText(/Business type/), 'retail');
  return { dialog, user };
}

describe('WholesaleDialog', () => {
  it('holds a honeypot that people and screen readers never meet, and sends it empty', async () => {
    const api = stubApi({ 'POST /api/wholesale/apply': () => json({ id: 7 }, 201) });
    const { dialog, user } = await renderFilledDialog();

    const honeypot = dialog.querySelector<HTMLInputElement>('input[name="website"]');
    expect(honeypot).not.toBeNull();
    expect(honeypot!.tabIndex).toBe(-1);
    expect(honeypot!.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(within(dialog).queryByRole('textbox', { name: /website/i })).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Submit Application' }));

    await waitFor(() => expect(api.calls('POST', '/api/wholesale/apply')).toHaveLength(1));
    expect(api.calls('POST', '/api/wholesale/apply')[0]?.body).toMatchObject({ businessName: 'Crystal Corner', website: '' });
  });

  it('sets what the applicant writes each in its own direction, so a Latin message reads in order in the Arabic page', async () => {
    render(<WholesaleDialog opened onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Wholesale Application' });
    for (const label of [/Business name/, /Contact name/, /Business type/, /Tax ID/, /Message/])
      expect(within(dialog).getByLabelText(label).classList).toContain('own-direction');
  });

  it('says when too many applications were sent, in the visitor language', async () => {
    stubApi({ 'POST /api/wholesale/apply': () => refusal(429, 'rate_limited', { minutes: 1, retryAfterSeconds: 60 }) });
    const { dialog, user } = await renderFilledDialog();

    await user.click(within(dialog).getByRole('button', { name: 'Submit Application' }));

    expect(await screen.findByText('Too many attempts. Please try again in 1 minute(s).')).toBeTruthy();
  });
});
