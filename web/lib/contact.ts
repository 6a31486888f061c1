/** The shop's own numbers and people. Data, not UI text: labels around them come from i18n. */
export const SHOP_PHONE = '+254712345678';
export const SHOP_PHONE_DISPLAY = '+254 712 345 678';
/** International number of the messaging app (digits only, as wa.me wants it). */
export const MESSAGING_NUMBER = '254712345678';
/** The messaging app's green, darkened until white text on it reads at 5:1 (WCAG AA asks 4.5). */
export const MESSAGING_GREEN = '#0f7f43';
export const REGISTRATION_NUMBER = 'Org. nr. 931 274 618 MVA';
export const SHOP_EMAIL = 'hello@gemstone-gallery.example';

/** A director's office is in their country's city, named in the page's language (locales: cities.<country>). */
export type CountryDirector = {
  country: 'norway' | 'sweden' | 'southAfrica' | 'kenya';
  flag: string;
  name: string;
  phone: string;
  email: string;
};

export const COUNTRY_DIRECTORS: readonly CountryDirector[] = [
  { country: 'norway', flag: '🇳🇴', name: 'Ingrid Solberg', phone: '+47 912 34 567', email: 'oslo@gemstone-gallery.example' },
  {
    country: 'sweden',
    flag: '🇸🇪',
    name: 'Erik Lindqvist',
    phone: '+46 70 123 45 67',
    email: 'stockholm@gemstone-gallery.example',
  },
  {
    country: 'southAfrica',
    flag: '🇿🇦',
    name: 'Thandiwe Nkosi',
    phone: '+27 82 123 4567',
    email: 'capetown@gemstone-gallery.example',
  },
  {
    country: 'kenya',
    flag: '🇰🇪',
    name: 'Wanjiru Kamau',
    phone: '+254 712 345 678',
    email: 'nairobi@gemstone-gallery.example',
  },
];

/** A chat link to the shop with `text` prefilled, for a new tab. */
export const messagingLink = (text: string): string => `https://wa.me/${MESSAGING_NUMBER}?text=${encodeURIComponent(text)}`;

export const phoneLink = (phone: string = SHOP_PHONE): string => `tel:${phone.replace(/[^+\d]/g, '')}`;
