/** docs/product.md §2: seven fixed sample stones for wholesale buyers. Names and descriptions live in the locales. */
export type WholesaleSample = {
  id: string;
  image: string;
  /** USD per unit at wholesale, in cents. */
  price: number;
  /** The country the stones come from (ISO 3166), which the page names in the visitor's language. */
  originCode: string;
};

export const WHOLESALE_SAMPLES: readonly WholesaleSample[] = [
  { id: 'amethyst', image: '/wholesale/amethyst.svg', price: 1595, originCode: 'BR' },
  { id: 'roseQuartz', image: '/wholesale/rose-quartz.svg', price: 1725, originCode: 'MG' },
  { id: 'citrine', image: '/wholesale/citrine.svg', price: 1850, originCode: 'BR' },
  { id: 'tigersEye', image: '/wholesale/tigers-eye.svg', price: 1995, originCode: 'ZA' },
  { id: 'labradorite', image: '/wholesale/labradorite.svg', price: 2250, originCode: 'MG' },
  { id: 'malachite', image: '/wholesale/malachite.svg', price: 2475, originCode: 'CD' },
  { id: 'lapisLazuli', image: '/wholesale/lapis-lazuli.svg', price: 2925, originCode: 'AF' },
];
