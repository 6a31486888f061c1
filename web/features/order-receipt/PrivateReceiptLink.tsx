import { Button, CopyButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconCheck, IconCopy, IconLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { notifyFailure } from '#web/lib/notify.ts';
import { useCreateReceiptLink, useReceiptConfig } from './api/receipt-links.ts';
import { EmailReceiptForm } from './EmailReceiptForm.tsx';

/**
 * "Get a private link" (the success screen, the receipt page): a link that opens the receipt on any device, made
 * when asked (only its hash is kept, so it is shown this once), and "Email me this receipt" when mail is on.
 */
export function PrivateReceiptLink({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const create = useCreateReceiptLink();
  const config = useReceiptConfig();
  const link = create.data;
  return (
    <Stack gap="xs" data-testid="private-receipt-link">
      <Text size="sm" fw={600}>
        {t('receipt.link.title')}
      </Text>
      <Text size="sm" c="dimmed">
        {t('receipt.link.explain')}
      </Text>
      {link ? (
        <>
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <TextInput
              label={t('receipt.link.label')}
              value={`${window.location.origin}${link.path}`}
              readOnly
              dir="ltr"
              onFocus={(event) => event.currentTarget.select()}
              style={{ flex: 1, minWidth: 0 }}
              data-testid="private-receipt-url"
            />
            <CopyButton value={`${window.location.origin}${link.path}`}>
              {({ copied, copy }) => (
                <Button
                  variant="light"
                  onClick={copy}
                  leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
                >
                  {copied ? t('receipt.link.copied') : t('receipt.link.copy')}
                </Button>
              )}
            </CopyButton>
          </Group>
          {config.data?.email && <EmailReceiptForm token={link.token} />}
        </>
      ) : (
        <Button
          variant="light"
          leftSection={<IconLink size={16} aria-hidden />}
          loading={create.isPending}
          onClick={() => create.mutate(orderId, { onError: (error) => notifyFailure(t('receipt.link.failed'), error) })}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('receipt.link.create')}
        </Button>
      )}
    </Stack>
  );
}
