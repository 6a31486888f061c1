import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { chooseLanguage } from './i18n.ts';
import { loadStaffTexts } from './staff-texts.ts';

describe('the staff texts', () => {
  afterEach(async () => {
    await chooseLanguage('en');
  });

  it('are there once a staff page has loaded them (the test setup does, as the staff routes do)', async () => {
    await loadStaffTexts();
    expect(i18next.t('admin.refresh')).toBe('Refresh');
  });

  it('follow a switch of language, and the shop texts of that language load as before', async () => {
    await loadStaffTexts();
    await chooseLanguage('fr');
    expect(i18next.t('admin.refresh')).toBe('Actualiser');
    expect(i18next.t('nav.home')).toBe('Accueil');
  });
});
