import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { BrowserI18n } from './i18next.ts';
import { I18nextProvider, useTranslation } from './react-i18next.tsx';

const TEXTS = { en: { greeting: 'Welcome' }, fr: { greeting: 'Bienvenue' } };

async function browserI18n() {
  const i18n = new BrowserI18n();
  i18n.use({ type: 'backend', read: (language, _namespace, done) => done(null, TEXTS[language as keyof typeof TEXTS]) });
  await i18n.init({ lng: 'en' });
  return i18n;
}

function Greeting({ onLanguage = () => undefined, textKey = 'greeting' }: { onLanguage?: (language: string) => void; textKey?: string }) {
  const { t, i18n } = useTranslation();
  useEffect(() => {
    onLanguage(i18n.language);
  }, [i18n, onLanguage]);
  return <p>{t(textKey)}</p>;
}

describe("the browser's useTranslation", () => {
  it('renders the texts again, with a new i18n for effects, when the language changes', async () => {
    const i18n = await browserI18n();
    const seen: string[] = [];
    const onLanguage = (language: string) => seen.push(language);
    render(
      <I18nextProvider i18n={i18n}>
        <Greeting onLanguage={onLanguage} />
      </I18nextProvider>,
    );
    expect(screen.getByText('Welcome')).toBeTruthy();
    await act(() => i18n.changeLanguage('fr'));
    expect(screen.getByText('Bienvenue')).toBeTruthy();
    expect(seen).toEqual(['en', 'fr']);
  });

  it('renders again when texts are added under the current language', async () => {
    const i18n = await browserI18n();
    render(
      <I18nextProvider i18n={i18n}>
        <Greeting textKey="farewell" />
      </I18nextProvider>,
    );
    expect(screen.getByText('farewell')).toBeTruthy();
    act(() => {
      i18n.addResourceBundle('en', 'translation', { farewell: 'Goodbye' });
    });
    expect(screen.getByText('Goodbye')).toBeTruthy();
  });
});
