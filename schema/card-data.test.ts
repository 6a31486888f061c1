import { describe, expect, it } from 'vitest';
import { carriesCardSecrets, holdsCardNumber, isPhoneNumber, passesLuhn } from './card-data.ts';

describe('isPhoneNumber: any number of up to 15 digits (docs/product.md §5)', () => {
  it.each(['0044 7700 900123', '+44 7700 900123', '+254 712 345 678', '(020) 7946-0958', '+86 138 0013 8000', '00 1 (212) 555-0100'])(
    'accepts %s',
    (phone) => expect(isPhoneNumber(phone)).toBe(true),
  );

  it.each([
    { label: '16 digits', phone: '4111 1111 1111 1111' },
    { label: '16 digits after a +', phone: '+1234 5678 9012 3456' },
    { label: 'letters', phone: 'call me' },
    { label: 'a + in the middle', phone: '254+712345678' },
    { label: 'five characters', phone: '12345' },
  ])('refuses $label ($phone)', ({ phone }) => expect(isPhoneNumber(phone)).toBe(false));
});

describe('holdsCardNumber: 13 to 19 digits that pass Luhn, however they are written', () => {
  it.each([
    '4111111111111111',
    '4111 1111 1111 1111',
    '4111-1111-1111-1111',
    '4111.1111.1111.1111',
    '4111/1111/1111/1111',
    '4111  1111  1111  1111',
    '4111_1111_1111_1111',
    'card4111111111111111x',
    '４１１１１１１１１１１１１１１１',
    '٤١١١١١١١١١١١١١١١',
    'Amani 4222222222222',
    'paid with 5555 5555 5555 4444 12/30',
    '4242424242424242428',
  ])('finds a card number in %s', (text) => expect(holdsCardNumber(text)).toBe(true));

  it.each([
    { label: 'a UK phone number', text: '0044 7700 900123' },
    { label: 'a name with a long digit run that fails Luhn', text: 'Amani 1234567890123' },
    { label: 'an order id whose digits run across its dashes', text: '0897bd27-e948-4950-9496-83177e129e19' },
    { label: 'twelve digits', text: '4111 1111 1111' },
    { label: 'a masked card number', text: '**** **** **** 4242' },
    { label: 'an address', text: '12 Moi Avenue, 00100 Nairobi' },
  ])('leaves $label alone', ({ text }) => expect(holdsCardNumber(text)).toBe(false));
});

describe('carriesCardSecrets', () => {
  it('lets phone fields carry any phone number, even one of 13 to 15 digits that passes Luhn', () => {
    expect(passesLuhn('378282246310005')).toBe(true);
    expect(carriesCardSecrets({ customerPhone: '378282246310005', phoneNumber: '0044 7700 900123' })).toBe(false);
  });

  it('judges a phone field that is not a phone number as free text', () => {
    expect(carriesCardSecrets({ customerPhone: '4111 1111 1111 1111' })).toBe(true);
  });

  it('lets a card number field carry the last four digits and nothing more', () => {
    expect(carriesCardSecrets({ paymentDetails: { cardNumber: '**** **** **** 4242' } })).toBe(false);
    expect(carriesCardSecrets({ paymentDetails: { cardNumber: '1234 5678' } })).toBe(true);
    expect(carriesCardSecrets({ paymentDetails: { cardNumber: '**** ４２４２ 4242' } })).toBe(true);
  });

  it('refuses any CVV key, and a card number used as a key', () => {
    expect(carriesCardSecrets({ extra: [{ CVC: '' }] })).toBe(true);
    expect(carriesCardSecrets({ security_code: 1 })).toBe(true);
    expect(carriesCardSecrets({ '4111111111111111': true })).toBe(true);
  });

  it('finds a card number as a JSON number, deep in arrays', () => {
    expect(carriesCardSecrets([[{ pan: 4111111111111111 }]])).toBe(true);
    expect(carriesCardSecrets([[{ price: 2450, quantity: 3 }]])).toBe(false);
  });

  it('walks 100,000 levels of nesting without overflowing the stack', () => {
    let deep: unknown = ['4111 1111 1111 1111'];
    for (let level = 0; level < 100_000; level += 1) deep = [deep];
    expect(carriesCardSecrets(deep)).toBe(true);
  });
});
