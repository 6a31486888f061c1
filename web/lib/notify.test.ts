import { notifications, notificationsStore } from '@mantine/notifications';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api.ts';
import { failureText, notifyError, notifySuccess } from './notify.ts';

const refusal = (status: number, body: unknown) => new ApiError(status, JSON.stringify(body), '');

afterEach(() => i18next.changeLanguage('en'));

describe('failureText', () => {
  it("says what the server's error code means, in the visitor's language", async () => {
    const outOfStock = refusal(409, { error: 'This product is currently out of stock', code: 'out_of_stock' });
    expect(failureText(outOfStock, 'fallback')).toBe('This product is currently out of stock');

    await i18next.changeLanguage('de');
    expect(failureText(outOfStock, 'fallback')).not.toBe('This product is currently out of stock');
    expect(failureText(outOfStock, 'fallback')).toBe(i18next.t('errors.out_of_stock'));
  });

  it('fills in the values the refusal carries, with the fuller sentence when there is one', () => {
    const fewLeft = refusal(409, {
      error: 'Not enough stock: only 2 of "Ruby" left',
      code: 'insufficient_stock',
      params: { available: 2, name: 'Ruby' },
    });
    expect(failureText(fewLeft, 'fallback')).toBe('Only 2 of “Ruby” left in stock.');
    const raced = refusal(409, { error: 'Not enough stock: another order took the last items', code: 'insufficient_stock' });
    expect(failureText(raced, 'fallback')).toBe('Not enough stock left for that quantity.');
    const limited = refusal(429, { error: 'Too many failed sign-ins.', code: 'rate_limited', params: { minutes: 3 } });
    expect(failureText(limited, 'fallback')).toBe('Too many attempts. Please try again in 3 minute(s).');
  });

  it('falls back for a failure without a known code: a network error, a proxy page, an unknown code', () => {
    expect(failureText(new TypeError('Failed to fetch'), 'Failed to create order')).toBe('Failed to create order');
    expect(failureText(new ApiError(502, '<html>Bad gateway</html>', 'Bad Gateway'), 'Failed to create order')).toBe(
      'Failed to create order',
    );
    expect(failureText(refusal(400, { error: 'x', code: 'no_such_code' }), 'Failed to create order')).toBe('Failed to create order');
  });
});

describe('ApiError', () => {
  it('keeps the message of docs/product.md §8: status, colon, space, then the body (or the status text)', () => {
    expect(new ApiError(409, '{"error":"x","code":"price_changed"}', 'Conflict').message).toBe('409: {"error":"x","code":"price_changed"}');
    expect(new ApiError(503, '', 'Service Unavailable').message).toBe('503: Service Unavailable');
  });
});

describe('toasts', () => {
  /** Every toast the store holds, shown or waiting, oldest first, by title. */
  const titles = () => {
    const { notifications: shown, queue } = notificationsStore.getState();
    return [...shown, ...queue].map((toast) => toast.title);
  };

  afterEach(() => notifications.clean());

  it('replaces the toast showing and whatever waits with the new one', async () => {
    notifySuccess('First');
    notifyError('Second');
    notifySuccess('Third');
    await vi.waitFor(() => expect(titles()).toEqual(['Third']));
  });

  it('lets a kept toast stay: only the newest of the toasts after it waits behind it, then they replace each other again', async () => {
    notifyError('Left out', 'Some files were left out', { keep: true });
    notifySuccess('Uploaded');
    notifySuccess('Saved');
    await vi.waitFor(() => expect(titles()).toEqual(['Left out', 'Saved']));

    const [kept] = notificationsStore.getState().notifications;
    notifications.hide(kept?.id ?? '');
    notifySuccess('Later');
    await vi.waitFor(() => expect(titles()).toEqual(['Later']));
  });
});
