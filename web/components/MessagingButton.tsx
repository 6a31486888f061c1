import { ShopButton, type ShopButtonOwnProps } from '#web/components/ShopButton.tsx';
import { IconBrandWhatsapp } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { MESSAGING_GREEN, messagingLink } from '#web/lib/contact.ts';

type MessagingButtonProps = Omit<ShopButtonOwnProps, 'leftSection' | 'children' | 'component' | 'renderRoot'> & {
  /** The message the chat opens with. */
  text: string;
  children: ReactNode;
};

/** Opens a chat with the shop, `text` prefilled, in a new tab. */
export function MessagingButton({ text, children, color = MESSAGING_GREEN, size = 'sm', ...props }: MessagingButtonProps) {
  return (
    <ShopButton
      component="a"
      href={messagingLink(text)}
      target="_blank"
      rel="noopener noreferrer"
      color={color}
      size={size}
      leftSection={<IconBrandWhatsapp size={size === 'md' ? 18 : 16} aria-hidden />}
      {...props}
    >
      {children}
    </ShopButton>
  );
}
