import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { staffMembers } from '#schema/tables.ts';
import { changeMember } from '#worker/services/staff/members.ts';
import { staffCall } from '#worker/test/admin-session.ts';
import { testDb } from '#worker/test/factories.ts';
import { insertOwner, sessionCookieOf } from '#worker/test/staff-factories.ts';

/** Its own file: its D1 starts with no staff at all, so which owners exist is this file's business alone. */
const activeOwners = () => testDb().$count(staffMembers, and(eq(staffMembers.role, 'owner'), eq(staffMembers.active, true)));

describe('nobody can disable or demote the last active owner', () => {
  it('refuses the only owner disabling or demoting themselves (409 last_owner), changing nothing', async () => {
    const only = await insertOwner();
    const cookie = await sessionCookieOf(only);

    for (const change of [{ active: false }, { role: 'staff' }, { active: false, role: 'staff' }]) {
      const response = await staffCall(cookie, 'PATCH', `/api/admin/staff/${only.id}`, change);
      expect(response.status).toBe(409);
      expect(await response.json()).toMatchObject({ code: 'last_owner' });
    }
    expect((await testDb().select().from(staffMembers).where(eq(staffMembers.id, only.id)))[0]).toMatchObject({
      role: 'owner',
      active: true,
    });
  });

  it('of the last two owners both disabled at once, exactly one is (the check and the change are one statement)', async () => {
    await testDb().update(staffMembers).set({ active: false });
    const [first, second] = [await insertOwner(), await insertOwner()];

    const results = await Promise.all([first, second].map((owner) => changeMember(testDb(), owner.id, { active: false })));

    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok && result.code === 'last_owner')).toHaveLength(1);
    expect(await activeOwners()).toBe(1);
  });
});
