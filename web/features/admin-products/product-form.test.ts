import { describe, expect, it } from 'vitest';
import { product } from '#testing/factories.ts';
import {
  categoryChoices,
  NEW_PRODUCT_VALUES,
  productFormValidator,
  productFormValues,
  toNewProduct,
  toProductChanges,
  type ProductFormValues,
} from './product-form.ts';

const field = (name: string) => `error:${name}`;

const complete: ProductFormValues = {
  name: 'Blue Lace Agate',
  description: 'Soft banded blue agate.',
  price: 24.99,
  category: 'healing',
  stock: 7,
  treatmentCode: 'heated',
  originCode: 'LK',
  certified: true,
  imageUrl: '/objects/uploads/abc123.png',
};

const existing = product({
  id: 5,
  name: 'Amethyst Cluster',
  description: 'Deep violet points.',
  price: 4550,
  imageUrl: '/objects/seed/amethyst-cluster.svg',
  category: 'tumbled',
  stock: 3,
});

describe('the product form rules (docs/product.md §5)', () => {
  it('needs a name, a description, a price, a category and an uploaded image to add a product', () => {
    const errors = productFormValidator(field)(NEW_PRODUCT_VALUES);
    expect(errors).toEqual({
      name: 'error:name',
      description: 'error:description',
      price: 'error:price',
      category: 'error:category',
      imageUrl: 'error:imageUrl',
    });
  });

  it('accepts a complete new product', () => {
    expect(productFormValidator(field)(complete)).toEqual({});
  });

  it('takes prices from 0 to 999.99 dollars and nothing beyond', () => {
    const validate = productFormValidator(field);
    expect(validate({ ...complete, price: 0 })).toEqual({});
    expect(validate({ ...complete, price: 999.99 })).toEqual({});
    expect(validate({ ...complete, price: 1000 })).toEqual({ price: 'error:price' });
    expect(validate({ ...complete, price: -0.01 })).toEqual({ price: 'error:price' });
  });

  it('turns dollars into cents by rounding', () => {
    expect(toNewProduct({ ...complete, price: 24.99 }).price).toBe(2499);
    expect(toNewProduct({ ...complete, price: 0.1 + 0.2 }).price).toBe(30);
    expect(toNewProduct({ ...complete, price: 19.995 }).price).toBe(2000);
  });

  it('refuses a fractional or negative stock count', () => {
    const validate = productFormValidator(field);
    expect(validate({ ...complete, stock: 1.5 })).toEqual({ stock: 'error:stock' });
    expect(validate({ ...complete, stock: -1 })).toEqual({ stock: 'error:stock' });
    expect(validate({ ...complete, stock: '' })).toEqual({ stock: 'error:stock' });
  });

  it('edits without a new image, and sends only the fields the admin changed', () => {
    const values = productFormValues(existing);
    expect(values.price).toBe(45.5);
    expect(productFormValidator(field, existing)(values)).toEqual({});
    expect(toProductChanges({ ...values, name: 'Amethyst Geode' }, existing)).toEqual({ name: 'Amethyst Geode' });
    expect(toProductChanges({ ...values, imageUrl: '/objects/uploads/new.png' }, existing)).toEqual({
      imageUrl: '/objects/uploads/new.png',
    });
    expect(toProductChanges({ ...values, price: 50 }, existing)).toEqual({ price: 5000 });
  });

  it('sends a changed stock with the stock the form read, and nothing when nothing changed', () => {
    const values = productFormValues(existing);
    expect(toProductChanges({ ...values, stock: 7 }, existing)).toEqual({ stock: 7, expectedStock: 3 });
    expect(toProductChanges(values, existing)).toBeNull();
  });

  it('still checks the other fields when editing', () => {
    const values = { ...productFormValues(existing), name: '  ', price: '' };
    expect(productFormValidator(field, existing)(values)).toEqual({ name: 'error:name', price: 'error:price' });
  });

  it("offers docs/product.md §9's four admin categories, plus a product's own other category", () => {
    expect(categoryChoices('')).toEqual(['healing', 'birthstone', 'rare', 'crystal']);
    expect(categoryChoices('rare')).toEqual(['healing', 'birthstone', 'rare', 'crystal']);
    expect(categoryChoices('tumbled')).toEqual(['healing', 'birthstone', 'rare', 'crystal', 'tumbled']);
  });
});
