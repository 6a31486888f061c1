import { Alert, Button, Center, Container, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAdminSession } from '#web/features/admin-session/api/admin-session.ts';
import { AdminDashboard } from './AdminDashboard.tsx';
import { AdminLoginForm } from './AdminLoginForm.tsx';

/** /admin: the sign-in form until the server knows us (session cookie), then the dashboard. */
export function AdminPage() {
  const { t } = useTranslation();
  const session = useAdminSession();

  if (session.isPending) {
    return (
      <Center py={80}>
        <Loader aria-label={t('admin.checkingSession')} />
      </Center>
    );
  }
  if (session.isError) {
    return (
      <Container size="xs" py="xl">
        <Alert color="red" role="alert" title={t('admin.sessionFailed')}>
          <Button mt="sm" variant="light" color="red" onClick={() => void session.refetch()}>
            {t('admin.retry')}
          </Button>
        </Alert>
      </Container>
    );
  }
  return session.data ? <AdminDashboard username={session.data.username} /> : <AdminLoginForm />;
}
