/** The reference an attempt holds from its claim until the provider's answer is recorded (services/payments/payments.ts). */
export const CLAIM_PREFIX = 'claim:';
