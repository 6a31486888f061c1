import { Alert, Button, Checkbox, Container, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDocumentTitle } from '@mantine/hooks';
import { Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { isLanguageCode } from '#schema/catalog.ts';
import type { InviteSummary } from '#schema/staff-api.ts';
import { QueryState } from '#web/components/QueryState.tsx';
import { isolateLtr } from '#schema/bidi.ts';
import { notifyFailure, notifySuccess } from '#web/lib/notify.ts';
import { pageTitle } from '#web/lib/page-title.ts';
import { useAcceptInvite, useInvite } from './api/invites.ts';
import { CodeInput } from './CodeInput.tsx';
import { SecondFactorSecret } from './SecondFactorSecret.tsx';
import './styles.ts';

const SIX_DIGITS = /^\d{6}$/;
const MIN_PASSWORD = 12;

/** /admin/invite/{token} (docs/product.md, "Staff"): the invitee sets a password (and a second factor, required of owners). */
export function InviteAcceptPage({ token }: { token: string }) {
  const { t } = useTranslation();
  const invite = useInvite(token);
  useDocumentTitle(pageTitle(t('admin.invite.title'), t('brand.name')));

  return (
    <Container size={520} py={{ base: 'xl', sm: 64 }}>
      <Paper withBorder shadow="sm" radius="md" p={{ base: 'md', sm: 'xl' }} component="section" aria-labelledby="invite-title">
        <Title order={1} size="h2" id="invite-title" mb="md">
          {t('admin.invite.title')}
        </Title>
        <QueryState query={invite} loadingText={t('admin.invite.loading')} errorTitle={t('admin.invite.loadFailed')}>
          {(summary) => <AcceptForm token={token} summary={summary} />}
        </QueryState>
      </Paper>
    </Container>
  );
}

type AcceptValues = { password: string; setUpSecondFactor: boolean; code: string };

function AcceptForm({ token, summary }: { token: string; summary: InviteSummary }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const accept = useAcceptInvite(token);
  const ownerInvite = summary.role === 'owner';
  const form = useForm<AcceptValues>({
    mode: 'controlled',
    initialValues: { password: '', setUpSecondFactor: true, code: '' },
    validate: {
      password: (value) => (value.length >= MIN_PASSWORD ? null : t('admin.invite.errors.password', { min: MIN_PASSWORD })),
      code: (value, values) => (!values.setUpSecondFactor || SIX_DIGITS.test(value.trim()) ? null : t('adminDialog.errors.code')),
    },
  });
  const withSecondFactor = ownerInvite || form.values.setUpSecondFactor;
  const language = isLanguageCode(i18n.language) ? i18n.language : 'en';

  const submit = form.onSubmit(({ password, code }) =>
    accept.mutate(
      { password, language, ...(withSecondFactor ? { totpSecret: summary.newTotpSecret, code: code.trim() } : {}) },
      {
        onSuccess: () => {
          notifySuccess(t('admin.invite.done'));
          void navigate({ to: '/admin/login', replace: true });
        },
        onError: (error) => notifyFailure(t('common.error'), error, t('admin.invite.failed')),
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text>
          {t('admin.invite.intro', {
            name: summary.name,
            role: t(`admin.staff.roles.${summary.role}`),
            email: isolateLtr(summary.email, i18n.language),
          })}
        </Text>
        <PasswordInput
          label={t('admin.invite.password')}
          description={t('admin.invite.passwordHint', { min: MIN_PASSWORD })}
          autoComplete="new-password"
          {...form.getInputProps('password')}
        />
        {ownerInvite ? (
          <Alert color="blue">{t('admin.invite.ownerSecondFactor')}</Alert>
        ) : (
          <Checkbox label={t('admin.invite.setUpSecondFactor')} {...form.getInputProps('setUpSecondFactor', { type: 'checkbox' })} />
        )}
        {withSecondFactor ? (
          <>
            <SecondFactorSecret secret={summary.newTotpSecret} account={summary.email} />
            <CodeInput {...form.getInputProps('code')} />
          </>
        ) : null}
        <Button type="submit" loading={accept.isPending} mt="xs">
          {t('admin.invite.submit')}
        </Button>
        <Text size="sm" c="dimmed">
          <Link to="/admin/login">{t('admin.invite.haveAccount')}</Link>
        </Text>
      </Stack>
    </form>
  );
}
