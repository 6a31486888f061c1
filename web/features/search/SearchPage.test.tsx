import { Grid } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { GRID_CLASSES } from './SearchPage.tsx';

describe('the search page’s columns', () => {
  it('use the class names of Mantine’s Grid sheet', () => {
    expect(Grid.classes).toMatchObject(GRID_CLASSES);
  });
});
