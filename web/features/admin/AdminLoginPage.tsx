import { Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { notifyFailure, notifySuccess } from '#web/lib/notify.ts';
import { pageTitle } from '#web/lib/page-title.ts';
import { STAFF_HOME } from './admin-paths.ts';
import { LoginFields } from './LoginFields.tsx';
import { useStaffSignIn } from './use-staff-sign-in.ts';

/**
 * /admin/login, the staff area's own sign-in form (docs/product.md §2, §5): toasts the outcome, reads
 * 'Logging in...' meanwhile, then opens the page that sent the visitor here (or the products tab).
 */
export function AdminLoginPage({ redirect }: { redirect?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { form, signIn, codeStep, send } = useStaffSignIn();
  useDocumentTitle(pageTitle(t('admin.login.title'), t('brand.name')));

  const submit = form.onSubmit((credentials) =>
    send(
      credentials,
      () => {
        notifySuccess(t('admin.login.success'));
        void navigate({ href: redirect ?? STAFF_HOME, replace: true });
      },
      (error) => notifyFailure(t('common.error'), error, t('adminDialog.failed')),
    ),
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
            <LoginFields form={form} disabled={signIn.isPending} codeStep={codeStep} />
            <Button type="submit" fullWidth mt="xs" disabled={signIn.isPending} aria-busy={signIn.isPending}>
              {signIn.isPending ? t('admin.login.pending') : t('admin.login.submit')}
            </Button>
          </Stack>
        </form>
      </Paper>
    </Container>
  );
}
