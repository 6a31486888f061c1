import type { TFunction } from 'i18next';

/** The message that asks the shop about one stone, in the visitor's language. */
export const inquiryText = (t: TFunction, name: string): string => t('gallery.inquiryMessage', { name });
