import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CreateCardSessionSchema } from './payments-api.ts';

const customer = {
  orderId: '0f1e2d3c-0000-4000-8000-000000000000',
  paymentMethod: 'visa',
  customerEmail: 'amina@example.com',
  customerName: 'Amina Otieno',
  customerPhone: '+254712345678',
};
const session = { amount: 4900, currency: 'USD', orderId: customer.orderId, customerEmail: customer.customerEmail };

describe('CreateCardSessionSchema', () => {
  it('says what card details it wants when the card lacks its billing address', () => {
    const card = { ...customer, cardHolderName: 'Amina Otieno', cardNumber: '**** 4242', expiryMonth: '12', expiryYear: '30' };
    const result = v.safeParse(CreateCardSessionSchema, { ...session, paymentDetails: card });
    expect(result.success).toBe(false);
    expect(result.issues?.map((issue) => issue.message)).toEqual([expect.stringMatching(/^must be the card details .*billing address/)]);
  });

  it("takes the customer alone (Stripe's form has the card)", () => {
    expect(v.is(CreateCardSessionSchema, { ...session, paymentDetails: customer })).toBe(true);
  });
});
