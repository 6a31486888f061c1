import { Code, CopyButton, Button, Group, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Ltr } from '#web/components/Ltr.tsx';
import { groupedSecret, otpauthUri } from './otpauth.ts';
import { QrCode } from './QrCode.tsx';
import './styles.ts';

/** What an authenticator app needs: the secret as a QR code to scan, and as text to type in or copy. */
export function SecondFactorSecret({ secret, account }: { secret: string; account: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" align="flex-start" data-testid="totp-setup">
      <Text size="sm">{t('admin.secondFactor.scan')}</Text>
      <QrCode text={otpauthUri(secret, account)} label={t('admin.secondFactor.qrLabel')} />
      <Text size="sm" fw={500}>
        {t('admin.secondFactor.secret')}
      </Text>
      <Group gap="xs" wrap="wrap">
        <Code fz="md" data-testid="totp-secret">
          <Ltr>{groupedSecret(secret)}</Ltr>
        </Code>
        <CopyButton value={secret}>
          {({ copied, copy }) => (
            <Button
              size="compact-sm"
              variant="default"
              onClick={copy}
              leftSection={copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />}
            >
              {copied ? t('admin.secondFactor.copied') : t('admin.secondFactor.copy')}
            </Button>
          )}
        </CopyButton>
      </Group>
    </Stack>
  );
}
