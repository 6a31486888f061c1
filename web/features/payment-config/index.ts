/** The shop's payment setup as the browser sees it: the checkout's methods and the demo banner. */
export { DemoPaymentsBanner } from './DemoPaymentsBanner.tsx';
export { offeredMethods, paymentConfigQueryOptions, usePaymentConfig } from './payment-config.ts';
