import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '#web/components/QueryState.tsx';
import { Ltr } from '#web/components/Ltr.tsx';
import { useAdminSession } from '#web/features/admin/index.ts';
import { notifyFailure, notifySuccess } from '#web/lib/notify.ts';
import { useRefocusOnRefusal } from '#web/lib/form-validation.ts';
import { useNewTotpSecret, useSaveSecondFactor } from './api/account.ts';
import { CodeInput } from './CodeInput.tsx';
import { NotificationChoicesPanel } from './NotificationChoicesPanel.tsx';
import { SecondFactorSecret } from './SecondFactorSecret.tsx';

const SIX_DIGITS = /^\d{6}$/;

/**
 * /admin/account (docs/product.md, "Account"): who is signed in, their own second factor, set up or replaced, and
 * what the shop emails them about.
 */
export function AccountTab() {
  const { t } = useTranslation();
  const session = useAdminSession().data;
  const [settingUp, setSettingUp] = useState(false);
  if (!session) return null;
  const needsOne = session.role === 'owner' && !session.hasSecondFactor;

  return (
    <Stack gap="md" component="section" aria-labelledby="admin-account-title" maw={640}>
      <Title order={2} size="h3" id="admin-account-title">
        {t('admin.account.title')}
      </Title>
      <Group gap="xs">
        <Text fw={500}>{session.name}</Text>
        <Text c="dimmed">
          <Ltr>{session.username}</Ltr>
        </Text>
        <Badge variant="light">{t(`admin.staff.roles.${session.role}`)}</Badge>
      </Group>
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <Title order={3} size="h4">
            {t('admin.secondFactor.title')}
          </Title>
          <Text size="sm">{session.hasSecondFactor ? t('admin.secondFactor.on') : t('admin.secondFactor.off')}</Text>
          {needsOne ? (
            <Alert color="orange" data-testid="owner-needs-second-factor">
              {t('admin.secondFactor.ownerRequired')}
            </Alert>
          ) : null}
          {settingUp ? (
            <SecondFactorForm account={session.username} onDone={() => setSettingUp(false)} />
          ) : (
            <Group>
              <Button onClick={() => setSettingUp(true)}>
                {session.hasSecondFactor ? t('admin.secondFactor.replace') : t('admin.secondFactor.start')}
              </Button>
            </Group>
          )}
        </Stack>
      </Paper>
      <NotificationChoicesPanel />
    </Stack>
  );
}

function SecondFactorForm({ account, onDone }: { account: string; onDone: () => void }) {
  const { t } = useTranslation();
  const secret = useNewTotpSecret(true);
  const save = useSaveSecondFactor();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { code: '' },
    validate: { code: (value) => (SIX_DIGITS.test(value.trim()) ? null : t('adminDialog.errors.code')) },
  });
  useRefocusOnRefusal(save.error, () => form.getInputNode('code'));

  return (
    <QueryState query={secret} loadingText={t('admin.secondFactor.loading')} errorTitle={t('admin.secondFactor.loadFailed')}>
      {({ secret: totpSecret }) => (
        <form
          noValidate
          onSubmit={form.onSubmit(({ code }) =>
            save.mutate(
              { totpSecret, code: code.trim() },
              {
                onSuccess: () => {
                  notifySuccess(t('admin.secondFactor.saved'));
                  onDone();
                },
                onError: (error) => notifyFailure(t('common.error'), error, t('admin.secondFactor.saveFailed')),
              },
            ),
          )}
        >
          <Stack gap="sm">
            <SecondFactorSecret secret={totpSecret} account={account} />
            <CodeInput key={form.key('code')} {...form.getInputProps('code')} disabled={save.isPending} />
            <Group>
              <Button type="submit" loading={save.isPending}>
                {t('admin.secondFactor.submit')}
              </Button>
              <Button variant="default" onClick={onDone} disabled={save.isPending}>
                {t('common.cancel')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </QueryState>
  );
}
