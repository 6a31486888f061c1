import { Alert, Button, Checkbox, Group, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { LanguageCode } from '#schema/catalog.ts';
import type { NotificationSettings } from '#schema/notifications-api.ts';
import { QueryState } from '#web/components/QueryState.tsx';
import { LANGUAGES } from '#web/features/i18n/index.ts';
import { notifyFailure, notifySuccess } from '#web/lib/notify.ts';
import { useNotificationSettings, useSaveNotificationChoices } from './api/notifications.ts';
import { focusFirstInvalid } from '#web/lib/form-validation.ts';

const NOTICES = ['paidOrders', 'attention', 'wholesale'] as const;

const LANGUAGE_OPTIONS = LANGUAGES.map((language) => ({ value: language.code, label: language.nativeName }));

/** The Account page's "Email notifications" (docs/product.md, "Account"): what the shop mails this person about. */
export function NotificationChoicesPanel() {
  const { t } = useTranslation();
  const settings = useNotificationSettings();
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="admin-notifications-title">
      <Stack gap="sm">
        <Title order={3} size="h4" id="admin-notifications-title">
          {t('admin.notifications.title')}
        </Title>
        <Text size="sm">{t('admin.notifications.intro')}</Text>
        <QueryState query={settings} loadingText={t('admin.notifications.loading')} errorTitle={t('admin.notifications.loadFailed')}>
          {(loaded) => <ChoicesForm settings={loaded} />}
        </QueryState>
      </Stack>
    </Paper>
  );
}

function ChoicesForm({ settings }: { settings: NotificationSettings }) {
  const { t } = useTranslation();
  const save = useSaveNotificationChoices();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: {
      email: settings.email ?? '',
      language: settings.language,
      paidOrders: settings.paidOrders,
      attention: settings.attention,
      wholesale: settings.wholesale,
    },
    validate: {
      email: (value, values) =>
        value.trim() === '' && NOTICES.some((notice) => values[notice]) ? t('admin.notifications.emailNeeded') : null,
    },
  });

  return (
    <form
      noValidate
      onSubmit={form.onSubmit(
        (values) =>
          save.mutate(
            { ...values, email: values.email.trim() === '' ? null : values.email.trim() },
            {
              onSuccess: () => notifySuccess(t('admin.notifications.saved')),
              onError: (error) => notifyFailure(t('common.error'), error, t('admin.notifications.saveFailed')),
            },
          ),
        focusFirstInvalid,
      )}
    >
      <Stack gap="sm">
        {settings.mailOn ? null : (
          <Alert color="gray" data-testid="mail-off">
            {t('admin.notifications.mailOff')}
          </Alert>
        )}
        {NOTICES.map((notice) => (
          <Checkbox
            key={form.key(notice)}
            label={t(`admin.notifications.${notice}`)}
            {...form.getInputProps(notice, { type: 'checkbox' })}
          />
        ))}
        <TextInput
          key={form.key('email')}
          type="email"
          dir="ltr"
          autoComplete="email"
          label={t('admin.notifications.email')}
          {...form.getInputProps('email')}
        />
        <Select
          key={form.key('language')}
          label={t('admin.notifications.language')}
          data={LANGUAGE_OPTIONS}
          allowDeselect={false}
          {...form.getInputProps('language')}
          onChange={(value) => value && form.setFieldValue('language', value as LanguageCode)}
        />
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t('admin.notifications.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
