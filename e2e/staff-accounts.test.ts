import jsQR from 'jsqr';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { decodeBase32, hotp, timeStep } from '#worker/services/auth/totp.ts';
import { chromiumForFile, DESKTOP, newVisitor, PHONE, snap, visit } from './lib/browser.ts';
import { E2E_ADMIN } from './lib/local-server.ts';

const browser = chromiumForFile();

/** The code an authenticator app with `secret` shows, `offsetSteps` 30-second steps from now. */
const appCode = (secret: string, offsetSteps = 0) => hotp(decodeBase32(secret)!, timeStep(Date.now()) + offsetSteps);

const toast = (page: Page, text: string) => page.locator('.mantine-Notification-root').filter({ hasText: text }).first();

async function signIn(page: Page, username: string, password: string, secret?: string): Promise<void> {
  await visit(page, '/admin/login');
  const form = page.getByRole('region', { name: 'Admin Login' });
  await form.getByRole('textbox', { name: 'Username' }).fill(username);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await form.getByRole('button', { name: 'Login' }).click();
  if (secret) {
    await form.getByRole('textbox', { name: 'Authentication code' }).fill(await appCode(secret, 1));
    await form.getByRole('button', { name: 'Login' }).click();
  }
  await page.getByTestId('admin-signed-in-as').waitFor();
}

/** The QR code on the page, drawn into a canvas in the browser and read back by jsQR as a phone's camera would. */
async function scanQrCode(page: Page): Promise<string | undefined> {
  const size = 300;
  const pixels = await page.getByRole('img', { name: 'QR code for your authenticator app' }).evaluate(async (svg, side) => {
    const url = URL.createObjectURL(new Blob([new XMLSerializer().serializeToString(svg)], { type: 'image/svg+xml' }));
    const image = new Image();
    image.src = url;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = side;
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0, side, side);
    URL.revokeObjectURL(url);
    return Array.from(context.getImageData(0, 0, side, side).data);
  }, size);
  return jsQR(Uint8ClampedArray.from(pixels), size, size)?.data;
}

/** The secret as the page shows it, without the spaces that group it. */
const shownSecret = async (page: Page) => (await page.getByTestId('totp-secret').textContent())!.replace(/\s/g, '');

describe('staff accounts', () => {
  it('an owner invites a colleague, who joins with their own second factor and cannot see or use the owner’s pages', async () => {
    const owner = await newVisitor(browser(), DESKTOP);
    const colleague = await newVisitor(browser(), PHONE);
    try {
      // The owner sets up their own second factor first: managing staff needs it.
      await signIn(owner.page, E2E_ADMIN.username, E2E_ADMIN.password);
      await owner.page.getByRole('tab', { name: 'Account' }).click();
      await owner.page.getByRole('button', { name: 'Set up' }).click();
      const ownerSecret = await shownSecret(owner.page);
      expect(await scanQrCode(owner.page)).toContain(`secret=${ownerSecret}`);
      const codeBox = owner.page.getByRole('textbox', { name: 'Code the app shows now' });
      await codeBox.fill(await appCode(ownerSecret));
      // The Account page has two forms (the second factor, the email notices), each with its own Save.
      await owner.page.locator('form').filter({ has: codeBox }).getByRole('button', { name: 'Save' }).click();
      await toast(owner.page, 'Second factor saved').waitFor();
      await snap(owner.page, 'staff-account-1366');

      await owner.page.getByRole('tab', { name: 'Staff' }).click();
      const email = `amina.${Date.now().toString(36)}@colleagues.test`;
      await owner.page.getByRole('textbox', { name: 'Name' }).fill('Amina Njeri');
      await owner.page.getByRole('textbox', { name: 'Email' }).fill(email);
      await owner.page.getByRole('button', { name: 'Create invite link' }).click();
      const link = await owner.page.getByRole('textbox', { name: 'Invite link' }).inputValue();
      expect(link).toMatch(/\/admin\/invite\/[\w-]{43}$/);
      await snap(owner.page, 'staff-tab-1366');

      // The colleague opens the link on their phone, sets a password and scans their own secret.
      await visit(colleague.page, new URL(link).pathname);
      await colleague.page.getByRole('heading', { name: 'Join the staff' }).waitFor();
      const password = 'amina’s own long password';
      await colleague.page.getByLabel('New password').fill(password);
      const secret = await shownSecret(colleague.page);
      expect(secret).not.toBe(ownerSecret);
      expect(await scanQrCode(colleague.page)).toContain(`secret=${secret}`);
      await colleague.page.getByRole('textbox', { name: 'Code the app shows now' }).fill(await appCode(secret));
      await snap(colleague.page, 'staff-invite-390');
      await colleague.page.getByRole('button', { name: 'Join the staff' }).click();
      await colleague.page.waitForURL('**/admin/login');

      // The link works once.
      expect((await colleague.page.request.get(`/api/staff-invites/${link.split('/').at(-1)}`)).status()).toBe(410);

      await signIn(colleague.page, email, password, secret);
      expect(await colleague.page.getByTestId('admin-signed-in-as').textContent()).toContain('Amina Njeri');
      const tabs = await colleague.page.getByRole('tab').allTextContents();
      expect(tabs).toEqual(expect.arrayContaining(['Dashboard', 'Product Management', 'Orders', 'Account']));
      for (const ownersTab of ['Staff', 'Audit Log', 'Failed sign-ins']) expect(tabs).not.toContain(ownersTab);
      await visit(colleague.page, '/admin/staff');
      await colleague.page.waitForURL('**/admin/dashboard');
      const refused = await colleague.page.request.get('/api/admin/audit');
      expect(refused.status()).toBe(403);
      expect(await refused.json()).toMatchObject({ code: 'owner_only' });

      // The owner sees the colleague on the staff and, in the audit log, the refusal under their name.
      await owner.page.getByRole('tab', { name: 'Audit Log' }).click();
      const refusal = owner.page.getByTestId('audit-row').filter({ hasText: 'Was refused an owner' }).first();
      expect(await refusal.textContent()).toContain('Amina Njeri');
    } finally {
      // The other test files sign in as the same owner with a password alone.
      const session = await owner.page.request.get('/api/admin/session');
      if (session.ok()) {
        const { id } = (await session.json()) as { id: number };
        await owner.page.request.delete(`/api/admin/staff/${id}/second-factor`);
      }
      await owner.context.close();
      await colleague.context.close();
    }
  });
});
