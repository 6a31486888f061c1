import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chromiumForFile, DESKTOP, newVisitor, PHONE, snap, visit } from './lib/browser.ts';
import { E2E_ADMIN } from './lib/local-server.ts';

const browser = chromiumForFile();

async function signIn(page: Page): Promise<void> {
  await visit(page, '/admin/login');
  const form = page.getByRole('region', { name: 'Admin Login' });
  await form.getByRole('textbox', { name: 'Username' }).fill(E2E_ADMIN.username);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(E2E_ADMIN.password);
  await form.getByRole('button', { name: 'Login' }).click();
  await page.getByTestId('admin-signed-in-as').waitFor();
}

describe('the Account page’s email notifications', () => {
  it('an owner ticks the paid orders notice with an address and finds it kept after a reload, in English and Arabic', async () => {
    const owner = await newVisitor(browser(), DESKTOP);
    try {
      await signIn(owner.page);
      await visit(owner.page, '/admin/account');
      const panel = owner.page.getByRole('region', { name: 'Email notifications' });
      await panel.getByRole('checkbox', { name: 'Each paid order' }).check();
      await panel.getByRole('button', { name: 'Save' }).click();
      await panel.getByText('An address is needed to send to').waitFor();
      await panel.getByRole('textbox', { name: 'Send to' }).fill('owner@gems.example');
      await panel.getByRole('button', { name: 'Save' }).click();
      await owner.page.getByText('Notification choices saved').waitFor();

      await visit(owner.page, '/admin/account');
      const reloaded = owner.page.getByRole('region', { name: 'Email notifications' });
      expect(await reloaded.getByRole('checkbox', { name: 'Each paid order' }).isChecked()).toBe(true);
      expect(await reloaded.getByRole('textbox', { name: 'Send to' }).inputValue()).toBe('owner@gems.example');
      await snap(owner.page, 'account-notifications-1366-en');
      // The admin area keeps the language the visitor chose (stored by the language picker).
      await owner.page.evaluate(() => localStorage.setItem('language', 'ar'));
      await visit(owner.page, '/admin/account');
      await owner.page.getByRole('region', { name: 'إشعارات البريد الإلكتروني' }).waitFor();
      await snap(owner.page, 'account-notifications-1366-ar');
      await owner.page.setViewportSize(PHONE);
      await snap(owner.page, 'account-notifications-390-ar');
      await owner.page.evaluate(() => localStorage.setItem('language', 'en'));
      await visit(owner.page, '/admin/account');
      await owner.page.getByRole('region', { name: 'Email notifications' }).waitFor();
      await snap(owner.page, 'account-notifications-390-en');
    } finally {
      await owner.context.close();
    }
  });
});
