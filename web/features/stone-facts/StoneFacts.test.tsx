import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { render } from '#web/test/render.tsx';
import { StoneFacts } from './StoneFacts.tsx';

const factsShown = () => [...screen.getByTestId('stone-facts').querySelectorAll('dt, dd')].map((element) => element.textContent);

describe('a stone’s facts', () => {
  it('names its treatment and its country of origin', () => {
    render(<StoneFacts treatmentCode="heated" originCode="LK" />);
    expect(factsShown()).toEqual(['Treatment', 'Heated', 'Origin', 'Sri Lanka']);
  });

  it('says "Not stated" for a treatment or origin staff have not given', () => {
    render(<StoneFacts treatmentCode="unknown" originCode="unknown" />);
    expect(factsShown()).toEqual(['Treatment', 'Not stated', 'Origin', 'Not stated']);
  });

  it('says an untreated stone is untreated', () => {
    render(<StoneFacts treatmentCode="none" originCode="BR" />);
    expect(factsShown()).toEqual(['Treatment', 'None (untreated)', 'Origin', 'Brazil']);
  });
});
