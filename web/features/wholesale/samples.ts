/** docs/product.md §2: seven fixed sample stones for wholesale buyers. Names and descriptions live in the locales. */
export type WholesaleSample = {
  id: string;
  image: string;
  /** USD per unit at wholesale, in cents. */
  price: number;
  origin: string;
};

export const WHOLESALE_SAMPLES: readonly WholesaleSample[] = [
  { id: 'amethyst', image: '/wholesale/amethyst.svg', price: 1595, origin: 'Minas Gerais, Brazil' },
  { id: 'roseQuartz', image: '/wholesale/rose-quartz.svg', price: 1725, origin: 'Madagascar' },
  { id: 'citrine', image: '/wholesale/citrine.svg', price: 1850, origin: 'Rio Grande do Sul, Brazil' },
  { id: 'tigersEye', image: '/wholesale/tigers-eye.svg', price: 1995, origin: 'Northern Cape, South Africa' },
  { id: 'labradorite', image: '/wholesale/labradorite.svg', price: 2250, origin: 'Madagascar' },
  { id: 'malachite', image: '/wholesale/malachite.svg', price: 2475, origin: 'Katanga, DR Congo' },
  { id: 'lapisLazuli', image: '/wholesale/lapis-lazuli.svg', price: 2925, origin: 'Badakhshan, Afghanistan' },
];
