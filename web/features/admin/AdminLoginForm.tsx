import { Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '#web/lib/notify.ts';
import { loginFailureText, useLogin } from '#web/features/admin-session/api/admin-session.ts';
import { LoginFields } from '#web/features/admin-session/LoginFields.tsx';
import { useLoginForm } from '#web/features/admin-session/use-login-form.ts';

/** /admin's own sign-in form (SPEC 2, 5): toasts the outcome; the button reads 'Logging in...' meanwhile. */
export function AdminLoginForm() {
  const { t } = useTranslation();
  const form = useLoginForm();
  const signIn = useLogin();

  const submit = form.onSubmit((credentials) =>
    signIn.mutate(credentials, {
      onSuccess: () => notifySuccess(t('admin.login.success')),
      onError: (error) =>
        notifyError(t('common.error'), loginFailureText(error, { invalid: t('adminDialog.invalidCredentials'), failed: t('adminDialog.failed') })),
    }),
  );

  return (
    <Container size={420} py={{ base: 'xl', sm: 64 }}>
      <Paper withBorder shadow="sm" radius="md" p={{ base: 'md', sm: 'xl' }} component="section" aria-labelledby="admin-login-title">
        <Stack gap="xs" mb="md">
          <Title order={1} size="h2" id="admin-login-title">
            {t('admin.login.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('admin.login.subtitle')}
          </Text>
        </Stack>
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <LoginFields form={form} disabled={signIn.isPending} />
            <Button type="submit" fullWidth mt="xs" disabled={signIn.isPending} aria-busy={signIn.isPending}>
              {signIn.isPending ? t('admin.login.pending') : t('admin.login.submit')}
            </Button>
          </Stack>
        </form>
      </Paper>
    </Container>
  );
}
