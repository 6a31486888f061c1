import { Alert } from '@mantine/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { render } from '#web/test/render.tsx';
import { ErrorAlert } from './ErrorAlert.tsx';

const withoutIds = (html: string) => html.replace(/(id|aria-describedby)="[^"]*"/g, '$1=""');

describe('ErrorAlert', () => {
  it('draws what Mantine’s red Alert draws', () => {
    const ours = render(<ErrorAlert>The list could not be loaded.</ErrorAlert>).container.innerHTML;
    const mantine = render(
      <Alert color="red" role="alert">
        The list could not be loaded.
      </Alert>,
    ).container.innerHTML;
    expect(withoutIds(ours)).toBe(withoutIds(mantine));
  });

  it('is an alert described by its message', () => {
    render(<ErrorAlert>The list could not be loaded.</ErrorAlert>);
    expect(screen.getByRole('alert', { description: 'The list could not be loaded.' })).toBeTruthy();
  });
});
