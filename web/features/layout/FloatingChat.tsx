import { ShopIconButton } from '#web/components/ShopIconButton.tsx';
import { IconBrandWhatsapp } from '@tabler/icons-react';
import { useLocation } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { MESSAGING_GREEN, messagingLink } from '#web/lib/contact.ts';
import classes from './FloatingChat.module.css';

/**
 * docs/product.md §2: fixed at bottom right with a tooltip; opens a chat with a prefilled greeting in a new tab.
 * Shoppers' pages only: on the staff pages it would cover staff controls (a card's Delete).
 */
export function FloatingChat() {
  const { t } = useTranslation();
  const onStaffPage = useLocation({ select: (location) => location.pathname.startsWith('/admin') });
  if (onStaffPage) return null;
  return (
    // A landmark of its own, so a screen reader's list of landmarks reaches the chat too.
    <aside className={classes.dock} aria-label={t('chat.tooltip')}>
      <span className={classes.tooltip} aria-hidden>
        {t('chat.tooltip')}
      </span>
      <ShopIconButton
        className={classes.button}
        component="a"
        href={messagingLink(t('chat.greeting'))}
        target="_blank"
        rel="noopener noreferrer"
        size={56}
        radius="xl"
        color={MESSAGING_GREEN}
        aria-label={t('chat.tooltip')}
      >
        <IconBrandWhatsapp size={30} aria-hidden />
      </ShopIconButton>
    </aside>
  );
}
