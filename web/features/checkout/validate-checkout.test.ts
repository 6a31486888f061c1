import { describe, expect, it } from 'vitest';
import en from '#web/locales/en.json';
import { emptyCheckoutForm, type CheckoutForm } from './checkout-form.ts';
import { fieldOfProblem, missingBillingField, validateCheckout, type CheckoutProblem } from './validate-checkout.ts';

const TODAY = new Date(2026, 10, 23);

/** A form that passes every check, to break one field at a time. */
function validCard(): CheckoutForm {
  const form = emptyCheckoutForm('Gemstone purchase');
  return {
    ...form,
    customerName: 'Amina Otieno',
    customerEmail: 'amina@example.com',
    customerPhone: '+254712345678',
    card: {
      ...form.card,
      cardHolderName: 'Amina Otieno',
      cardNumber: '4242 4242 4242 4242',
      expiryMonth: '12',
      expiryYear: '30',
      cvv: '123',
      billingStreet: '1 Moi Avenue',
      billingCity: 'Nairobi',
      billingState: 'Nairobi County',
      billingPostalCode: '00100',
    },
  };
}

const withCard = (changes: Partial<CheckoutForm['card']>): CheckoutForm => ({ ...validCard(), card: { ...validCard().card, ...changes } });
const mpesa = (phoneNumber: string, customerPhone = '+254712345678'): CheckoutForm => ({
  ...validCard(),
  customerPhone,
  paymentMethod: 'mpesa',
  mpesa: { ...validCard().mpesa, phoneNumber },
});

describe('validateCheckout, in the order of docs/product.md §5', () => {
  const cases: [string, CheckoutForm, number, CheckoutProblem | null][] = [
    ['an empty form stops at the name', emptyCheckoutForm(''), 0, 'nameRequired'],
    ['a missing email', { ...validCard(), customerEmail: ' ' }, 1, 'emailRequired'],
    ['an email without a dot after @', { ...validCard(), customerEmail: 'amina@example' }, 1, 'invalidEmail'],
    ['a missing phone', { ...validCard(), customerPhone: '' }, 1, 'phoneRequired'],
    ['a phone of letters, which the server would refuse', { ...validCard(), customerPhone: 'call me' }, 1, 'invalidPhone'],
    ['a phone of 5 characters', { ...validCard(), customerPhone: '12345' }, 1, 'invalidPhone'],
    ['a name the server would refuse as too long', { ...validCard(), customerName: 'x'.repeat(121) }, 1, 'nameRequired'],
    ['a 14-digit phone dialled with 00', { ...validCard(), customerPhone: '0044 7700 900123' }, 2, null],
    ['a phone typed on an Arabic keyboard', { ...validCard(), customerPhone: '+٢٥٤ ٧١٢ ٣٤٥ ٦٧٨' }, 2, null],
    ['an M-Pesa number typed on an Arabic keyboard, the phone left to stand for it', mpesa('', '٠٧١٢٣٤٥٦٧٨'), 2, null],
    ['a name with a digit run that is no card', { ...validCard(), customerName: 'Amina 1234567890123' }, 2, null],
    ['a card number with dots in the name', { ...validCard(), customerName: 'Amina 4111.1111.1111.1111' }, 1, 'cardNumberInText'],
    [
      'a card number in full-width digits as cardholder',
      withCard({ cardHolderName: '４１１１１１１１１１１１１１１１' }),
      1,
      'cardNumberInText',
    ],
    ['a card number in the billing street', withCard({ billingStreet: '4111_1111_1111_1111' }), 1, 'cardNumberInText'],
    ['a missing cardholder', withCard({ cardHolderName: '' }), 1, 'cardHolderRequired'],
    ['12 digits', withCard({ cardNumber: '4242 4242 4242' }), 1, 'invalidCardNumber'],
    ['20 digits', withCard({ cardNumber: '42424242424242424242' }), 1, 'invalidCardNumber'],
    ['a missing year', withCard({ expiryYear: '' }), 1, 'expiryRequired'],
    ['month 00', withCard({ expiryMonth: '00' }), 1, 'invalidMonth'],
    ['last month', withCard({ expiryMonth: '10', expiryYear: '26' }), 1, 'cardExpired'],
    ['last year', withCard({ expiryMonth: '12', expiryYear: '25' }), 1, 'cardExpired'],
    ['a two-digit cvv', withCard({ cvv: '12' }), 1, 'cvvRequired'],
    ['a missing postal code', withCard({ billingPostalCode: ' ' }), 1, 'billingRequired'],
    ['a missing billing country', withCard({ billingCountry: '' }), 1, 'billingRequired'],
    ['an empty cart after a valid card', validCard(), 0, 'emptyCart'],
    ['a valid card and a cart', validCard(), 2, null],
    ['this month still valid', withCard({ expiryMonth: '11', expiryYear: '26' }), 1, null],
    ['13 digits are enough', withCard({ cardNumber: '4242 4242 4242 4' }), 1, null],
    ['no M-Pesa number and no phone', mpesa('', ''), 1, 'phoneRequired'],
    ['M-Pesa falls back to the customer phone', mpesa('', '0712345678'), 1, null],
    ['a Tanzanian number', mpesa('+255712345678'), 1, 'invalidMpesaNumber'],
    ['8 after the prefix', mpesa('+254812345678'), 1, 'invalidMpesaNumber'],
    ['a 01 number', mpesa('0112345678'), 1, null],
    ['254 without plus', mpesa('254712345678'), 1, null],
    ['M-Pesa with an empty cart', mpesa('+254712345678'), 0, 'emptyCart'],
    [
      'a card number in the M-Pesa description',
      { ...mpesa('0712345678'), mpesa: { ...mpesa('0712345678').mpesa, transactionDescription: 'card4111111111111111x' } },
      1,
      'cardNumberInText',
    ],
  ];

  it.each(cases)('%s', (_name, form, cartSize, expected) => {
    expect(validateCheckout(form, cartSize, TODAY)).toBe(expected);
  });

  it('ignores card fields when paying by M-Pesa', () => {
    expect(validateCheckout({ ...mpesa('0712345678'), card: emptyCheckoutForm('').card }, 1, TODAY)).toBeNull();
  });
});

describe('the field a problem is about, which the form marks and focuses', () => {
  it.each([
    ['nameRequired', 'customerName', emptyCheckoutForm('')],
    ['invalidCardNumber', 'card.cardNumber', withCard({ cardNumber: '42' })],
    ['cardExpired', 'card.expiryMonth', withCard({ expiryYear: '20' })],
    ['billingRequired', 'card.billingCity', withCard({ billingCity: '' })],
    ['invalidMpesaNumber', 'mpesa.phoneNumber', mpesa('123')],
  ] as const)('%s is about %s', (problem, field, form) => {
    expect(validateCheckout(form, 1, TODAY)).toBe(problem);
    expect(fieldOfProblem(problem, form)?.path).toBe(field);
  });

  it('names the missing billing field, for the toast to say which', () => {
    expect(fieldOfProblem('billingRequired', withCard({ billingCity: '' }))).toEqual({
      path: 'card.billingCity',
      billingField: 'billingCity',
    });
    expect(fieldOfProblem('nameRequired', emptyCheckoutForm(''))).toEqual({ path: 'customerName' });
  });

  it('is none for a card number typed into a text field, or an empty cart', () => {
    expect(fieldOfProblem('cardNumberInText', validCard())).toBeUndefined();
    expect(fieldOfProblem('emptyCart', validCard())).toBeUndefined();
  });
});

describe('the toast texts are those of docs/product.md §5, word for word', () => {
  const errors = en.checkout.errors;
  it.each([
    [errors.nameRequired, 'Name Required', 'Please enter your full name'],
    [errors.invalidEmail, 'Invalid Email', 'Please enter a valid email address'],
    [errors.invalidMpesaNumber, 'Invalid M-Pesa Number', 'Please enter a valid Kenyan phone number (e.g., +254712345678)'],
    [errors.emptyCart, 'Empty Cart', 'Add items to your cart before checking out'],
  ])('%o', (entry, title, text) => {
    expect(entry).toEqual({ title, text });
  });

  it.each([
    ['emailRequired', 'Email Required'],
    ['phoneRequired', 'Phone Number Required'],
    ['invalidPhone', 'Invalid Phone Number'],
    ['cardNumberInText', 'Card Number in the Wrong Field'],
    ['invalidCardNumber', 'Invalid Card Number'],
    ['expiryRequired', 'Expiry Date Required'],
    ['invalidMonth', 'Invalid Month'],
    ['cardExpired', 'Card Expired'],
    ['cvvRequired', 'CVV Required'],
    ['billingRequired', 'Billing Address Required'],
    ['mpesaPhoneRequired', 'M-Pesa Phone Required'],
  ] as const)('%s is titled %s', (key, title) => {
    expect(errors[key].title).toBe(title);
  });

  it('names the one billing field that is missing, not all of them', () => {
    expect(errors.billingRequired.text).toContain('{{field}}');
    expect(missingBillingField(withCard({ billingCountry: '' }).card)).toBe('billingCountry');
    expect(missingBillingField(withCard({ billingCity: ' ' }).card)).toBe('billingCity');
    expect(missingBillingField(withCard({}).card)).toBeUndefined();
  });
});
