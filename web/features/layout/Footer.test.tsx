import { Divider } from '@mantine/core';
import { act, screen } from '@testing-library/react';
import { chooseLanguage } from '#web/features/i18n/index.ts';
import { describe, expect, it } from 'vitest';
import { stubApi } from '#web/test/api-stub.ts';
import { render } from '#web/test/render.tsx';
import { renderApp } from '#web/test/render-app.tsx';
import { DIVIDER_CLASSES } from './Footer.tsx';
import classes from './Footer.module.css';

describe('the footer', () => {
  it('uses the class name of Mantine’s Divider sheet', () => {
    expect(Divider.classes.root).toBe(DIVIDER_CLASSES.root);
  });

  it('draws the line above the copyright as Mantine’s Divider', async () => {
    stubApi();
    renderApp('/no-such-page');
    const line = (await screen.findByRole('contentinfo')).querySelector('[role="separator"]');
    const divider = render(<Divider className={classes.divider} />).container.firstElementChild;
    expect(line?.outerHTML).toBe(divider?.outerHTML);
  });

  it('names the offices in the page’s language', async () => {
    stubApi();
    renderApp('/no-such-page');
    const footer = await screen.findByRole('contentinfo');
    expect(footer.textContent).toContain('Oslo · Stockholm · Cape Town · Nairobi');
    await act(() => chooseLanguage('ar'));
    expect(footer.textContent).toContain('أوسلو · ستوكهولم · كيب تاون · نيروبي');
    await act(() => chooseLanguage('en'));
  });
});
