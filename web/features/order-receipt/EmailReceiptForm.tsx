import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconMail } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { emailField } from '#schema/fields.ts';
import { isLanguageCode } from '#schema/catalog.ts';
import { isolateLtr } from '#schema/bidi.ts';
import { valibotValidator } from '#web/lib/form-validation.ts';
import { notifyFailure } from '#web/lib/notify.ts';
import { useEmailReceipt } from './api/receipt-links.ts';

const EmailFormSchema = v.object({ email: emailField });

/** "Email me this receipt": the address, checked as the Worker checks it; the receipt goes in the page's language. */
export function EmailReceiptForm({ token }: { token: string }) {
  const { t, i18n } = useTranslation();
  const send = useEmailReceipt();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: '' },
    validate: valibotValidator(EmailFormSchema, () => t('wholesale.form.errors.email')),
  });
  const language = isLanguageCode(i18n.language) ? i18n.language : 'en';
  const submit = form.onSubmit(({ email }) =>
    send.mutate(
      { token, email: email.trim(), language },
      {
        onSuccess: () => setSentTo(email.trim()),
        onError: (error) => notifyFailure(t('receipt.email.failed'), error),
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate aria-label={t('receipt.email.title')} data-testid="email-receipt">
      <Stack gap="xs">
        <Text size="sm" fw={600}>
          {t('receipt.email.title')}
        </Text>
        <Group align="flex-start" gap="xs" wrap="wrap">
          <TextInput
            key={form.key('email')}
            {...form.getInputProps('email')}
            label={t('receipt.email.label')}
            type="email"
            autoComplete="email"
            dir="ltr"
            required
            disabled={send.isPending}
            style={{ flex: '1 1 16rem' }}
          />
          <Button type="submit" mt={{ base: 0, xs: 25 }} leftSection={<IconMail size={16} aria-hidden />} loading={send.isPending}>
            {t('receipt.email.send')}
          </Button>
        </Group>
        <div role="status" aria-live="polite">
          {sentTo && (
            <Text size="sm" c="green">
              {t('receipt.email.sent', { email: isolateLtr(sentTo, i18n.language) })}
            </Text>
          )}
        </div>
      </Stack>
    </form>
  );
}
