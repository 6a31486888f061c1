import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { orderReceipt } from '#testing/factories.ts';
import { refusal, stubApi } from '#web/test/api-stub.ts';
import { renderApp } from '#web/test/render-app.tsx';

const TOKEN = 'Z'.repeat(43);

describe('the receipt a private link opens', () => {
  it('becomes "This receipt link does not open", titled so, once the link is revoked while the page is open', async () => {
    let revoked = false;
    stubApi({
      'GET /api/receipts/:token': () => (revoked ? refusal(404, 'not_found') : orderReceipt()),
      'GET /api/receipts/config': { email: false },
    });
    const { queryClient } = renderApp(`/receipts/${TOKEN}`);
    await screen.findByTestId('receipt-status');

    revoked = true;
    await queryClient.invalidateQueries({ queryKey: ['shared-receipt'] });

    await screen.findByTestId('receipt-link-not-found');
    expect(screen.queryByTestId('receipt-status')).toBeNull();
    expect(document.title).toBe('This receipt link does not open — Gemstone Gallery');
  });
});
