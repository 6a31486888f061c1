import { describe, expect, it } from 'vitest';
import { maskCardNumber, maskCvv, maskedForServer, maskExpiryMonth, maskExpiryYear, maskMpesaNumber } from './masks.ts';

describe('docs/product.md §5 input masks', () => {
  it('card number: digits only, grouped by four, at most 19 characters', () => {
    expect(maskCardNumber('4242x4242-4242 4242')).toBe('4242 4242 4242 4242');
    expect(maskCardNumber('424242')).toBe('4242 42');
    expect(maskCardNumber('42424242424242424242')).toHaveLength(19);
    expect(maskCardNumber('abc')).toBe('');
  });

  it('month: digits only, never above 12, two characters', () => {
    expect(maskExpiryMonth('1')).toBe('1');
    expect(maskExpiryMonth('12')).toBe('12');
    expect(maskExpiryMonth('13', '1')).toBe('1');
    expect(maskExpiryMonth('0a9')).toBe('09');
    expect(maskExpiryMonth('123', '12')).toBe('12');
  });

  it('year: two digits', () => {
    expect(maskExpiryYear('2030')).toBe('20');
    expect(maskExpiryYear('y3')).toBe('3');
  });

  it('cvv: digits, four at most', () => {
    expect(maskCvv('12a345')).toBe('1234');
  });

  it('M-Pesa number: digits and the plus sign only', () => {
    expect(maskMpesaNumber('+254 (712) 345-678')).toBe('+254712345678');
  });

  it('takes the digits of an Arabic, Persian or Hindi keyboard as the ASCII digits the fields hold', () => {
    expect(maskCardNumber('٤٢٤٢٤٢٤٢٤٢٤٢٤٢٤٢')).toBe('4242 4242 4242 4242');
    expect(maskExpiryMonth('١٢')).toBe('12');
    expect(maskExpiryYear('۳۹')).toBe('39');
    expect(maskCvv('१२३')).toBe('123');
    expect(maskMpesaNumber('+٢٥٤ ٧١٢ ٣٤٥ ٦٧٨')).toBe('+254712345678');
  });

  it('sends only the last four digits of a card', () => {
    expect(maskedForServer('4242 4242 4242 1234')).toBe('**** **** **** 1234');
  });
});
