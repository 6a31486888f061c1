import { ShopButton, type ShopButtonOwnProps } from '#web/components/ShopButton.tsx';
import { IconBrandWhatsapp } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { MESSAGING_GREEN, messagingLink } from '#web/lib/contact.ts';
import { classNames } from './plain/theme-values.ts';
import wrappingButton from './WrappingButton.module.css';

type MessagingButtonProps = Omit<ShopButtonOwnProps, 'leftSection' | 'children' | 'component' | 'renderRoot'> & {
  /** The message the chat opens with. */
  text: string;
  children: ReactNode;
};

/** Opens a chat with the shop, `text` prefilled, in a new tab; its label, long in some languages, may take two lines. */
export function MessagingButton({ text, children, color = MESSAGING_GREEN, size = 'sm', className, ...props }: MessagingButtonProps) {
  return (
    <ShopButton
      component="a"
      href={messagingLink(text)}
      target="_blank"
      rel="noopener noreferrer"
      color={color}
      size={size}
      leftSection={<IconBrandWhatsapp size={size === 'md' ? 18 : 16} aria-hidden />}
      className={classNames(wrappingButton.wrapping, className)}
      {...props}
    >
      {children}
    </ShopButton>
  );
}
