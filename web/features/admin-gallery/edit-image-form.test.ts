import { describe, expect, it } from 'vitest';
import { newlySaved } from './test/gallery-fixtures.ts';
import { editImageValidator, editImageValues, priceInCents, tabOfField, toImageChanges } from './edit-image-form.ts';

const translate = (field: string) => `bad ${field}`;

describe('the gallery image edit form', () => {
  it('turns an empty price into null and dollars into rounded cents', () => {
    expect(priceInCents('')).toBeNull();
    expect(priceInCents('  ')).toBeNull();
    expect(priceInCents(42.5)).toBe(4250);
    expect(priceInCents(0.1 + 0.2)).toBe(30);
    expect(priceInCents('12.345')).toBe(1235);
    expect(priceInCents('12.x')).toBeNaN();
  });

  it("requires a name and a price the server accepts, with the shared schema's rules", () => {
    const values = editImageValues(newlySaved(1, { price: 1999 }));
    expect(values.price).toBe(19.99);
    const validate = editImageValidator(translate);
    expect(validate(values)).toEqual({});
    expect(validate({ ...values, name: '  ' })).toEqual({ name: 'bad name' });
    expect(validate({ ...values, price: -1 })).toEqual({ price: 'bad price' });
    expect(validate({ ...values, price: 1000 })).toEqual({ price: 'bad price' });
  });

  it('sends the PUT body with the price in cents', () => {
    const values = { ...editImageValues(newlySaved(1)), name: ' Ruby ', price: 12.5 };
    expect(toImageChanges(values)).toMatchObject({ name: 'Ruby', price: 1250 });
    expect(toImageChanges({ ...values, price: '' })).toMatchObject({ price: null });
  });

  it('knows which tab shows a field', () => {
    expect(tabOfField('name')).toBe('basic');
    expect(tabOfField('hardness')).toBe('specifications');
    expect(tabOfField('metaphysicalProperties')).toBe('metaphysical');
  });
});
