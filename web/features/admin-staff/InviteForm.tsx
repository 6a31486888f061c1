import { Button, CopyButton, Group, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { InviteSchema, STAFF_ROLES, type CreatedInvite, type InviteInput } from '#schema/staff-api.ts';
import { formatDateTime } from '#web/lib/format-date.ts';
import { focusFirstInvalid, valibotValidator } from '#web/lib/form-validation.ts';
import { notifyFailure } from '#web/lib/notify.ts';
import { useInvite } from './api/staff.ts';
import { isolate } from '#schema/bidi.ts';

type InviteFormProps = {
  /** The link made last, shown until it is withdrawn (the Staff tab forgets it then). */
  created: CreatedInvite | null;
  onCreated: (invite: CreatedInvite) => void;
};

/** An owner invites a colleague: name, email and role make a single-use link, shown once to copy and send. */
export function InviteForm({ created, onCreated }: InviteFormProps) {
  const { t } = useTranslation();
  const invite = useInvite();
  const form = useForm<InviteInput>({
    mode: 'uncontrolled',
    initialValues: { name: '', email: '', role: 'staff' },
    validate: valibotValidator(InviteSchema, (field) => t(`admin.staff.invite.errors.${field}`)),
  });
  const submit = form.onSubmit(
    (values) =>
      invite.mutate(values, {
        onSuccess: (answer) => {
          onCreated(answer);
          form.reset();
        },
        onError: (error) => notifyFailure(t('common.error'), error, t('admin.staff.invite.failed')),
      }),
    focusFirstInvalid,
  );

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="staff-invite-title">
      <Stack gap="sm">
        <Title order={3} size="h4" id="staff-invite-title">
          {t('admin.staff.invite.title')}
        </Title>
        <form onSubmit={submit} noValidate>
          <Group align="flex-start" gap="sm" wrap="wrap">
            <TextInput
              label={t('admin.staff.invite.name')}
              key={form.key('name')}
              {...form.getInputProps('name')}
              w={{ base: '100%', sm: 200 }}
            />
            <TextInput
              label={t('admin.staff.invite.email')}
              type="email"
              dir="ltr"
              key={form.key('email')}
              {...form.getInputProps('email')}
              w={{ base: '100%', sm: 260 }}
            />
            <Select
              label={t('admin.staff.invite.role')}
              data={STAFF_ROLES.map((role) => ({ value: role, label: t(`admin.staff.roles.${role}`) }))}
              allowDeselect={false}
              key={form.key('role')}
              {...form.getInputProps('role')}
              w={{ base: '100%', sm: 140 }}
            />
            <Button type="submit" loading={invite.isPending} mt={{ base: 0, sm: 25 }}>
              {t('admin.staff.invite.submit')}
            </Button>
          </Group>
        </form>
        {created ? <CreatedLink invite={created} /> : null}
      </Stack>
    </Paper>
  );
}

function CreatedLink({ invite }: { invite: CreatedInvite }) {
  const { t, i18n } = useTranslation();
  const link = `${window.location.origin}${invite.path}`;
  return (
    <Stack gap={4} data-testid="invite-link">
      <Text size="sm" fw={500}>
        {t('admin.staff.invite.created', { name: isolate(invite.name) })}
      </Text>
      <Group gap="xs" wrap="nowrap" align="center">
        <TextInput
          value={link}
          readOnly
          dir="ltr"
          aria-label={t('admin.staff.invite.link')}
          style={{ flex: 1, minWidth: 0 }}
          onFocus={(event) => event.currentTarget.select()}
        />
        <CopyButton value={link}>
          {({ copied, copy }) => (
            <Button
              variant="default"
              onClick={copy}
              leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
            >
              {copied ? t('admin.secondFactor.copied') : t('admin.secondFactor.copy')}
            </Button>
          )}
        </CopyButton>
      </Group>
      <Text size="xs" c="dimmed">
        {t('admin.staff.invite.once', { time: formatDateTime(invite.expiresAt, i18n.language) })}
      </Text>
    </Stack>
  );
}
