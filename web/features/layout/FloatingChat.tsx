import { ActionIcon, Affix, Tooltip } from '@mantine/core';
import { IconBrandWhatsapp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { messagingLink } from '../../lib/contact';

/** SPEC 2: fixed at bottom right, opens a chat with a prefilled greeting in a new tab. */
export function FloatingChat() {
  const { t } = useTranslation();
  return (
    <Affix position={{ bottom: 20, right: 20 }} zIndex={150}>
      <Tooltip label={t('chat.tooltip')} position="left" withArrow>
        <ActionIcon
          component="a"
          href={messagingLink(t('chat.greeting'))}
          target="_blank"
          rel="noopener noreferrer"
          size={56}
          radius="xl"
          color="#128c4a"
          aria-label={t('chat.tooltip')}
          style={{ boxShadow: '0 6px 20px rgba(0,0,0,.25)' }}
        >
          <IconBrandWhatsapp size={30} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </Affix>
  );
}
