import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { INVITE_TTL_MS, type CreatedInvite, type InviteSummary, type StaffList } from '#schema/staff-api.ts';
import { adminSessions, auditEvents, staffInvites, staffMembers } from '#schema/tables.ts';
import { createInvite } from '#worker/services/staff/invites.ts';
import { call } from '#worker/test/app.ts';
import { OWN_ORIGIN, staffCall } from '#worker/test/admin-session.ts';
import { testDb } from '#worker/test/factories.ts';
import { insertOwner, insertStaffMember, sessionCookieOf, TEST_TOTP_SECRET, totpCode } from '#worker/test/staff-factories.ts';

const PASSWORD = 'a long new password 42';
const OTHER_SECRET = 'KRUGKIDROVUWG2ZAMJZG653OEBTG66BA';

let owner: Awaited<ReturnType<typeof insertOwner>>;
let ownerCookie: string;

beforeAll(async () => {
  owner = await insertOwner({ name: 'Amina Njeri' });
  ownerCookie = await sessionCookieOf(owner);
});

const newEmail = () => `${crypto.randomUUID().slice(0, 8)}@colleagues.test`;

async function invite(role: 'owner' | 'staff' = 'staff', email = newEmail()): Promise<CreatedInvite & { token: string }> {
  const response = await staffCall(ownerCookie, 'POST', '/api/admin/staff/invites', { name: 'Baraka Otieno', email, role });
  expect(response.status).toBe(201);
  const created = await response.json<CreatedInvite>();
  return { ...created, token: created.path.split('/').at(-1)! };
}

const accept = (token: string, body: Record<string, unknown>) =>
  call(`/api/staff-invites/${token}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: OWN_ORIGIN, 'cf-connecting-ip': `203.0.113.${crypto.randomUUID()}` },
    body: JSON.stringify({ password: PASSWORD, language: 'sw', ...body }),
  });

const signIn = (username: string, password: string, code?: string) =>
  call('/api/admin/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'cf-connecting-ip': `198.51.100.${crypto.randomUUID()}` },
    body: JSON.stringify({ username, password, ...(code ? { code } : {}) }),
  });

const memberByEmail = async (email: string) => (await testDb().select().from(staffMembers).where(eq(staffMembers.username, email)))[0];

describe('an owner invites a colleague by a single-use link', () => {
  it('makes a 24-hour link whose token is stored only as its hash, and lists it as pending', async () => {
    const before = Date.now();
    const created = await invite();
    expect(created.path).toMatch(/^\/admin\/invite\/[\w-]{43}$/);
    const [row] = await testDb().select().from(staffInvites).where(eq(staffInvites.id, created.id));
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(created.token);
    expect(row!.expiresAt.getTime() - before).toBeGreaterThanOrEqual(INVITE_TTL_MS - 1000);
    expect(row!.expiresAt.getTime() - before).toBeLessThan(INVITE_TTL_MS + 60_000);
    const list = await (await staffCall(ownerCookie, 'GET', '/api/admin/staff')).json<StaffList>();
    expect(list.invites).toContainEqual(expect.objectContaining({ id: created.id, email: created.email }));
    expect(JSON.stringify(list)).not.toMatch(/passwordHash|totpSecret|pbkdf2/);
  });

  it('lets the colleague set their password and their own second factor, then sign in with both', async () => {
    const { token, email } = await invite();
    const summary = await (await call(`/api/staff-invites/${token}`)).json<InviteSummary>();
    expect(summary).toMatchObject({ name: 'Baraka Otieno', email, role: 'staff', newTotpSecret: expect.stringMatching(/^[A-Z2-7]{32}$/) });

    const accepted = await accept(token, { totpSecret: summary.newTotpSecret, code: await totpCode(summary.newTotpSecret) });
    expect(accepted.status).toBe(201);
    expect(await memberByEmail(email)).toMatchObject({ role: 'staff', language: 'sw', totpSecret: summary.newTotpSecret, active: true });

    expect(await signIn(email, PASSWORD)).toHaveProperty('status', 401);
    const signedIn = await signIn(email, PASSWORD, await totpCode(summary.newTotpSecret, 1));
    expect(signedIn.status).toBe(200);
    expect(await signedIn.json()).toMatchObject({ username: email, name: 'Baraka Otieno', role: 'staff', hasSecondFactor: true });
    const joined = await testDb().select().from(auditEvents).where(eq(auditEvents.action, 'staff.joined'));
    expect(joined.at(-1)).toMatchObject({ actor: 'Baraka Otieno', status: 201 });
  });

  it('refuses the link a second time (410 invite_used) and writes nothing', async () => {
    const { token } = await invite();
    expect((await accept(token, {})).status).toBe(201);
    const staffBefore = await testDb().$count(staffMembers);

    const again = await accept(token, { password: 'another long password' });

    expect(again.status).toBe(410);
    expect(await again.json()).toMatchObject({ code: 'invite_used' });
    expect(await testDb().$count(staffMembers)).toBe(staffBefore);
    expect((await call(`/api/staff-invites/${token}`)).status).toBe(410);
  });

  it('makes one person of two acceptances of one link sent at once', async () => {
    const { token, email } = await invite();
    const answers = await Promise.all([accept(token, {}), accept(token, {}), accept(token, {})]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 410, 410]);
    expect(await testDb().$count(staffMembers, eq(staffMembers.username, email))).toBe(1);
  });

  it('refuses a link past its 24 hours (410 invite_expired) and writes nothing', async () => {
    const created = await createInvite(
      testDb(),
      { name: 'Late', email: newEmail(), role: 'staff' },
      owner.id,
      Date.now() - INVITE_TTL_MS - 1000,
    );
    if (!created.ok) throw new Error(created.message);
    const token = created.value.path.split('/').at(-1)!;
    const staffBefore = await testDb().$count(staffMembers);

    const response = await accept(token, {});

    expect(response.status).toBe(410);
    expect(await response.json()).toMatchObject({ code: 'invite_expired' });
    expect(await testDb().$count(staffMembers)).toBe(staffBefore);
  });

  it('answers a token that is no invite 404 invite_invalid', async () => {
    const response = await accept('A'.repeat(43), {});
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'invite_invalid' });
  });

  it('will not make an owner without a second factor (409 owner_needs_second_factor), nor take a code of another secret', async () => {
    const { token, email } = await invite('owner');
    expect(await (await accept(token, {})).json()).toMatchObject({ code: 'owner_needs_second_factor' });
    const wrong = await accept(token, { totpSecret: OTHER_SECRET, code: await totpCode(TEST_TOTP_SECRET) });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ code: 'totp_code_wrong' });
    expect(await memberByEmail(email)).toBeUndefined();
    expect((await accept(token, { totpSecret: OTHER_SECRET, code: await totpCode(OTHER_SECRET) })).status).toBe(201);
    expect(await memberByEmail(email)).toMatchObject({ role: 'owner', totpSecret: OTHER_SECRET });
  });

  it('refuses to invite someone already on the staff (409 staff_exists)', async () => {
    const { username } = await insertStaffMember();
    const response = await staffCall(ownerCookie, 'POST', '/api/admin/staff/invites', {
      name: 'Again',
      email: username.toUpperCase(),
      role: 'staff',
    });
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ code: 'staff_exists' });
  });

  it('replaces a pending invite by a new one for the same email: the older link stops working, one stays listed', async () => {
    const email = newEmail();
    const first = await invite('staff', email);
    const second = await invite('staff', email.toUpperCase());
    expect((await accept(first.token, {})).status).toBe(410);
    const list = await (await staffCall(ownerCookie, 'GET', '/api/admin/staff')).json<StaffList>();
    expect(list.invites.filter((pending) => pending.email === email).map((pending) => pending.id)).toEqual([second.id]);
    expect((await accept(second.token, {})).status).toBe(201);
  });

  it('spends every other invite still pending for an email once one of them is accepted', async () => {
    const email = newEmail();
    const older = await createInvite(testDb(), { name: 'Older', email, role: 'staff' }, owner.id);
    const accepted = await invite('staff', email);
    // An invite made before invites replaced each other, still pending beside the accepted one.
    await testDb()
      .update(staffInvites)
      .set({ usedAt: null })
      .where(eq(staffInvites.id, older.ok ? older.value.id : 0));
    expect((await accept(accepted.token, {})).status).toBe(201);
    const list = await (await staffCall(ownerCookie, 'GET', '/api/admin/staff')).json<StaffList>();
    expect(list.invites.filter((pending) => pending.email === email)).toEqual([]);
  });

  it('lets the owner withdraw a pending invite: its link stops working', async () => {
    const { id, token } = await invite();
    expect((await staffCall(ownerCookie, 'DELETE', `/api/admin/staff/invites/${id}`)).status).toBe(204);
    expect((await accept(token, {})).status).toBe(410);
  });

  it('asks an owner with no second factor of their own to set one up before managing staff (403 second_factor_required)', async () => {
    const cookie = await sessionCookieOf(await insertOwner({ totpSecret: null }));
    const response = await staffCall(cookie, 'POST', '/api/admin/staff/invites', { name: 'X', email: newEmail(), role: 'staff' });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: 'second_factor_required' });
    expect(await testDb().$count(staffInvites, eq(staffInvites.name, 'X'))).toBe(0);
  });
});

describe('an owner disables, re-enables and resets a colleague', () => {
  it('disabling ends their sessions and their sign-in; re-enabling lets them in again', async () => {
    const member = await insertStaffMember();
    const cookie = await sessionCookieOf(member);

    const disabled = await staffCall(ownerCookie, 'PATCH', `/api/admin/staff/${member.id}`, { active: false });

    expect(disabled.status).toBe(200);
    expect(await disabled.json()).toMatchObject({ id: member.id, active: false });
    expect(await testDb().$count(adminSessions, eq(adminSessions.staffId, member.id))).toBe(0);
    expect((await staffCall(cookie, 'GET', '/api/admin/session')).status).toBe(401);
    expect((await signIn(member.username, 'correct horse battery staple')).status).toBe(401);

    expect((await staffCall(ownerCookie, 'PATCH', `/api/admin/staff/${member.id}`, { active: true })).status).toBe(200);
    expect((await signIn(member.username, 'correct horse battery staple')).status).toBe(200);
    const [entry] = await testDb().select().from(auditEvents).where(eq(auditEvents.action, 'staff.update')).limit(1);
    expect(entry).toMatchObject({
      actor: 'Amina Njeri',
      actorId: owner.id,
      changes: [{ target: String(member.id), field: 'active', from: true, to: false }],
    });
  });

  it('resetting someone’s second factor lets them sign in with their password alone until they set up a new one', async () => {
    const member = await insertStaffMember({ totpSecret: TEST_TOTP_SECRET });
    expect((await signIn(member.username, 'correct horse battery staple')).status).toBe(401);

    const reset = await staffCall(ownerCookie, 'DELETE', `/api/admin/staff/${member.id}/second-factor`);

    expect(reset.status).toBe(200);
    expect(await reset.json()).toMatchObject({ hasSecondFactor: false });
    expect((await signIn(member.username, 'correct horse battery staple')).status).toBe(200);
  });

  it('will not make someone without a second factor an owner (409 owner_needs_second_factor)', async () => {
    const member = await insertStaffMember();
    const response = await staffCall(ownerCookie, 'PATCH', `/api/admin/staff/${member.id}`, { role: 'owner' });
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ code: 'owner_needs_second_factor' });
    expect(await memberByEmail(member.username)).toMatchObject({ role: 'staff' });
  });

  it('answers 404 for someone who is not on the staff', async () => {
    expect((await staffCall(ownerCookie, 'PATCH', '/api/admin/staff/999999', { active: false })).status).toBe(404);
  });
});

describe('everyone sets up their own second factor on their Account page', () => {
  it('keeps a new secret only with a current code of it, and from then on sign-in asks for it', async () => {
    const member = await insertStaffMember();
    const cookie = await sessionCookieOf(member);
    const { secret } = await (await staffCall(cookie, 'GET', '/api/admin/account/new-totp-secret')).json<{ secret: string }>();

    const wrong = await staffCall(cookie, 'PUT', '/api/admin/account/second-factor', {
      totpSecret: secret,
      code: await totpCode(OTHER_SECRET),
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ code: 'totp_code_wrong' });
    expect(await memberByEmail(member.username)).toMatchObject({ totpSecret: null });

    const saved = await staffCall(cookie, 'PUT', '/api/admin/account/second-factor', { totpSecret: secret, code: await totpCode(secret) });
    expect(saved.status).toBe(200);
    expect(await memberByEmail(member.username)).toMatchObject({ totpSecret: secret });
    expect(await (await signIn(member.username, 'correct horse battery staple')).json()).toMatchObject({ code: 'totp_required' });
  });
});
