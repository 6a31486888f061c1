import { describe, expect, it } from 'vitest';
import { createServerI18n } from './server-i18n.ts';

describe("a server render's texts", () => {
  it("give the page its language's texts without the mail's lines, which only the Worker's messages read", async () => {
    const { i18n, translations } = await createServerI18n('ar');
    expect(translations).toHaveProperty('catalog');
    expect(translations).toHaveProperty('checkout');
    expect(translations).not.toHaveProperty('mail');
    expect(i18n.t('catalog.addToCart')).toBe((translations as { catalog: { addToCart: string } }).catalog.addToCart);
  });
});
