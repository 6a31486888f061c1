import { afterEach, describe, expect, it } from 'vitest';
import { detectLanguage, LANGUAGE_STORAGE_KEY } from './i18n.ts';

describe('the language of a page the browser renders itself (the staff area)', () => {
  afterEach(() => {
    localStorage.removeItem(LANGUAGE_STORAGE_KEY);
    window.history.replaceState(null, '', '/');
  });

  it('is the one the address names, over a stored choice', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr');
    window.history.replaceState(null, '', '/admin?lang=ar');
    expect(detectLanguage()).toBe('ar');
  });

  it('is the stored choice when the address names none, or one the shop does not speak', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr');
    window.history.replaceState(null, '', '/admin?lang=xx');
    expect(detectLanguage()).toBe('fr');
  });
});
