import { Alert, Badge, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CreatedInvite, PendingInvite, StaffMember } from '#schema/staff-api.ts';
import { ConfirmDeleteDialog } from '#web/components/ConfirmDeleteDialog.tsx';
import { Ltr } from '#web/components/Ltr.tsx';
import { QueryState } from '#web/components/QueryState.tsx';
import { AdminTabHeader, useAdminSession } from '#web/features/admin/index.ts';
import { formatDateTime } from '#web/lib/format-date.ts';
import { notifyFailure, notifySuccess } from '#web/lib/notify.ts';
import { useChangeMember, useResetSecondFactor, useStaffList, useWithdrawInvite } from './api/staff.ts';
import { InviteForm } from './InviteForm.tsx';
import './styles.ts';
import { isolate } from '#schema/bidi.ts';

/** /admin/staff, owners only (docs/product.md, "Staff"): who runs the shop, invites, and what owners change about them. */
export function StaffTab() {
  const session = useAdminSession().data;
  return session && !session.hasSecondFactor ? <SecondFactorFirst /> : <StaffLists />;
}

/**
 * An owner without a second factor of their own manages no one (the server refuses: 403 second_factor_required):
 * the way to set one up, instead of a list that could not load.
 */
function SecondFactorFirst() {
  const { t } = useTranslation();
  return (
    <Stack gap="md" component="section" aria-labelledby="admin-staff-title">
      <Title order={2} size="h3" id="admin-staff-title">
        {t('admin.staff.title')}
      </Title>
      <Alert color="orange" data-testid="owner-needs-second-factor">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{t('admin.secondFactor.ownerRequired')}</Text>
          <Button component={Link} to="/admin/account">
            {t('admin.secondFactor.start')}
          </Button>
        </Stack>
      </Alert>
    </Stack>
  );
}

function StaffLists() {
  const { t } = useTranslation();
  const list = useStaffList();
  const [created, setCreated] = useState<CreatedInvite | null>(null);
  // A withdrawn invite's link no longer works, so it leaves the invite panel too.
  const forgetLink = (id: number) => setCreated((shown) => (shown?.id === id ? null : shown));

  return (
    <Stack gap="md" component="section" aria-labelledby="admin-staff-title">
      <AdminTabHeader titleId="admin-staff-title" title={t('admin.staff.title')} query={list} />
      <QueryState query={list} loadingText={t('admin.staff.loading')} errorTitle={t('admin.staff.loadFailed')}>
        {({ members, invites }) => (
          <Stack gap="lg">
            <InviteForm created={created} onCreated={setCreated} />
            <MembersTable members={members} />
            {invites.length > 0 ? <PendingInvites invites={invites} onWithdrawn={forgetLink} /> : null}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}

function MembersTable({ members }: { members: StaffMember[] }) {
  const { t } = useTranslation();
  const [resetting, setResetting] = useState<StaffMember | null>(null);
  const reset = useResetSecondFactor();
  const onReset = (member: StaffMember) =>
    reset.mutate(member.id, {
      onSuccess: () => notifySuccess(t('admin.staff.resetDone', { name: isolate(member.name) })),
      onError: (error) => notifyFailure(t('common.error'), error, t('admin.staff.changeFailed')),
      onSettled: () => setResetting(null),
    });

  return (
    <>
      {/* As wide as its badges and buttons need: narrower, they were cut ("SET…"); on a phone it scrolls, with a bar to say so. */}
      <Table.ScrollContainer minWidth="max-content" scrollAreaProps={{ type: 'auto' }}>
        <Table striped aria-labelledby="admin-staff-title" data-testid="staff-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('admin.staff.columns.name')}</Table.Th>
              <Table.Th>{t('admin.staff.columns.role')}</Table.Th>
              <Table.Th>{t('admin.staff.columns.secondFactor')}</Table.Th>
              <Table.Th>{t('admin.staff.columns.status')}</Table.Th>
              <Table.Th>{t('admin.staff.columns.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {members.map((member) => (
              <MemberRow key={member.id} member={member} onReset={() => setResetting(member)} />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <ConfirmDeleteDialog
        item={resetting}
        title={t('admin.staff.resetSecondFactor')}
        question={t('admin.staff.confirmReset', { name: isolate(resetting?.name ?? '') })}
        confirmLabel={t('admin.staff.resetSecondFactor')}
        deleting={reset.isPending}
        onConfirm={onReset}
        onCancel={() => setResetting(null)}
      />
    </>
  );
}

function MemberRow({ member, onReset }: { member: StaffMember; onReset: () => void }) {
  const { t } = useTranslation();
  const me = useAdminSession().data;
  const change = useChangeMember();
  const apply = (update: { active?: boolean; role?: StaffMember['role'] }) =>
    change.mutate(
      { id: member.id, change: update },
      { onError: (error) => notifyFailure(t('common.error'), error, t('admin.staff.changeFailed')) },
    );
  const otherRole = member.role === 'owner' ? 'staff' : 'owner';

  return (
    <Table.Tr data-testid="staff-row">
      <Table.Td>
        <Text size="sm" fw={500}>
          {member.name}
          {me?.id === member.id ? ` ${t('admin.staff.you')}` : ''}
        </Text>
        <Text size="xs" c="dimmed">
          {/* What they sign in with: their email is where their notices go (the Account tab), which they may change. */}
          <Ltr>{member.username}</Ltr>
        </Text>
      </Table.Td>
      <Table.Td>{t(`admin.staff.roles.${member.role}`)}</Table.Td>
      <Table.Td>
        <Badge variant="light" color={member.hasSecondFactor ? 'green' : 'gray'}>
          {member.hasSecondFactor ? t('admin.staff.secondFactorOn') : t('admin.staff.secondFactorOff')}
        </Badge>
      </Table.Td>
      <Table.Td>
        <Badge variant="light" color={member.active ? 'green' : 'red'}>
          {member.active ? t('admin.staff.active') : t('admin.staff.disabled')}
        </Badge>
      </Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <Button size="compact-sm" variant="default" {...whileSent(change.isPending, () => apply({ active: !member.active }))}>
            {member.active ? t('admin.staff.disable') : t('admin.staff.enable')}
          </Button>
          <Button size="compact-sm" variant="default" {...whileSent(change.isPending, () => apply({ role: otherRole }))}>
            {t(`admin.staff.makeRole.${otherRole}`)}
          </Button>
          {member.hasSecondFactor ? (
            <Button size="compact-sm" variant="default" color="red" onClick={onReset}>
              {t('admin.staff.resetSecondFactor')}
            </Button>
          ) : null}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * A row's action while its change is sent: it looks disabled and ignores clicks, yet keeps the focus of whoever pressed
 * it (a disabled button drops the focus to the page, so a keyboard lost its place in the table at each change).
 */
const whileSent = (sent: boolean, act: () => void) => ({
  'data-disabled': sent || undefined,
  'aria-disabled': sent || undefined,
  onClick: sent ? undefined : act,
});

function PendingInvites({ invites, onWithdrawn }: { invites: PendingInvite[]; onWithdrawn: (id: number) => void }) {
  const { t, i18n } = useTranslation();
  const withdraw = useWithdrawInvite(onWithdrawn);
  return (
    <Stack gap="xs" component="section" aria-labelledby="staff-pending-title">
      <Title order={3} size="h4" id="staff-pending-title">
        {t('admin.staff.pending.title')}
      </Title>
      {invites.map((invite) => (
        <Group key={invite.id} justify="space-between" gap="xs" data-testid="pending-invite">
          <Stack gap={0}>
            <Text size="sm" fw={500}>
              {invite.name} · {t(`admin.staff.roles.${invite.role}`)}
            </Text>
            <Text size="xs" c="dimmed">
              <Ltr>{invite.email}</Ltr> · {t('admin.staff.pending.expires', { time: formatDateTime(invite.expiresAt, i18n.language) })}
            </Text>
          </Stack>
          <Button
            size="compact-sm"
            variant="default"
            disabled={withdraw.isPending}
            onClick={() =>
              withdraw.mutate(invite.id, { onError: (error) => notifyFailure(t('common.error'), error, t('admin.staff.changeFailed')) })
            }
          >
            {t('admin.staff.pending.withdraw')}
          </Button>
        </Group>
      ))}
    </Stack>
  );
}
