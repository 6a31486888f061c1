import type { TFunction } from 'i18next';
import { messagingLink } from '../../lib/contact';

/** The messaging-app link that asks the shop about one stone, its text in the visitor's language. */
export const inquiryLink = (t: TFunction, name: string): string => messagingLink(t('gallery.inquiryMessage', { name }));
