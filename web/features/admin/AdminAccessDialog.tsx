import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { failureText } from '#web/lib/notify.ts';
import { LoginFields } from './LoginFields.tsx';
import { useStaffSignIn } from './use-staff-sign-in.ts';
import '#web/components/dialog-styles.ts';

type AdminAccessDialogProps = { opened: boolean; onClose: () => void };

/** The 'Admin Access' dialog (docs/product.md §2): signs in on the server (docs/design.md §2) and goes to /admin. */
export function AdminAccessDialog({ opened, onClose }: AdminAccessDialogProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { form, signIn, codeStep, failure, send, reset } = useStaffSignIn();

  const close = () => {
    reset();
    onClose();
  };

  const submit = form.onSubmit((credentials) =>
    send(credentials, () => {
      close();
      void navigate({ to: '/admin' });
    }),
  );

  return (
    <Modal opened={opened} onClose={close} title={t('adminDialog.title')} closeButtonProps={{ 'aria-label': t('common.close') }}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {failure && (
            <Alert color="red" role="alert" title={t('common.error')}>
              {failureText(failure, t('adminDialog.failed'))}
            </Alert>
          )}
          <LoginFields form={form} disabled={signIn.isPending} autoFocus codeStep={codeStep} />
          <Group justify="flex-end" mt="xs">
            <Button variant="default" onClick={close} disabled={signIn.isPending}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={signIn.isPending}>
              {t('adminDialog.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
