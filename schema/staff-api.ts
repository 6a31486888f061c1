/** Staff accounts (docs/design.md §2): roles, invites, the account's own second factor, and what the API answers. */
import * as v from 'valibot';
import { emailField } from './fields.ts';
import { LANGUAGE_CODES, type LanguageCode } from './catalog.ts';

/** owner: everything, staff management and the logs too; staff: catalog, gallery, orders, applications. */
export const STAFF_ROLES = ['owner', 'staff'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** How long an invite link can be used (once). */
export const INVITE_TTL_MS = 24 * 60 * 60 * 1000;

/** A TOTP secret as set up: 160 random bits in base32 (32 characters), what RFC 4226 recommends for HMAC-SHA-1. */
export const TOTP_SECRET_PATTERN = /^[A-Z2-7]{32}$/;

const role = v.picklist(STAFF_ROLES, `must be one of ${STAFF_ROLES.join(', ')}`);
const personName = v.pipe(v.string('is required'), v.trim(), v.nonEmpty('is required'), v.maxLength(100, 'is too long'));
const newPassword = v.pipe(v.string('is required'), v.minLength(12, 'must be at least 12 characters'), v.maxLength(200, 'is too long'));
const totpCode = v.pipe(v.string(), v.trim(), v.regex(/^\d{6}$/, 'must be the 6-digit code'));
const totpSecret = v.pipe(v.string(), v.regex(TOTP_SECRET_PATTERN, 'must be a secret this shop made'));
const language = v.picklist(LANGUAGE_CODES, 'is not a language of the shop');

/** POST /api/admin/staff/invites: who is invited, and as what. */
export const InviteSchema = v.strictObject({ name: personName, email: emailField, role });
export type InviteInput = v.InferOutput<typeof InviteSchema>;

/** The {token} of /api/staff-invites/{token}: 32 random bytes, base64url. */
export const InviteTokenParamSchema = v.object({ token: v.pipe(v.string(), v.regex(/^[\w-]{43}$/, 'is not an invite link')) });

/** A second factor being set up: the secret the shop gave, and a code the app shows for it (proof it was saved). */
const secondFactor = { totpSecret: totpSecret, code: totpCode };

/**
 * POST /api/staff-invites/{token}: the invitee's password, language and (required for an owner) second factor.
 * The secret and its code come together or not at all.
 */
export const AcceptInviteSchema = v.pipe(
  v.strictObject({
    password: newPassword,
    language,
    totpSecret: v.optional(totpSecret),
    code: v.optional(totpCode),
  }),
  v.forward(
    v.check((input) => (input.totpSecret === undefined) === (input.code === undefined), 'is required with a secret'),
    ['code'],
  ),
);
export type AcceptInviteInput = v.InferOutput<typeof AcceptInviteSchema>;

/** PUT /api/admin/account/second-factor: set up or replace one's own TOTP. */
export const SecondFactorSchema = v.strictObject(secondFactor);

/** The {id} of /api/admin/staff/{id}. */
export const StaffIdParamSchema = v.object({
  id: v.pipe(v.string(), v.regex(/^[1-9]\d{0,9}$/, 'must be a staff id'), v.transform(Number)),
});

/** PATCH /api/admin/staff/{id}: an owner disables or re-enables someone, or changes their role. */
export const StaffChangeSchema = v.pipe(
  v.strictObject({ active: v.optional(v.boolean('must be true or false')), role: v.optional(role) }),
  v.check((input) => input.active !== undefined || input.role !== undefined, 'must change active or role'),
);
export type StaffChange = v.InferOutput<typeof StaffChangeSchema>;

/** Who is signed in (GET /api/admin/session). */
export type StaffSession = {
  id: number;
  username: string;
  name: string;
  role: StaffRole;
  hasSecondFactor: boolean;
  language: LanguageCode;
};

/** A staff member as owners see them in the Staff tab: never a password hash or a secret. */
export type StaffMember = StaffSession & { email: string | null; active: boolean; createdAt: string };

/** An invite not yet used and not yet expired. */
export type PendingInvite = { id: number; name: string; email: string; role: StaffRole; expiresAt: string };

/** GET /api/admin/staff. */
export type StaffList = { members: StaffMember[]; invites: PendingInvite[] };

/** POST /api/admin/staff/invites: the link's path holds the only copy of its token (only its hash is stored). */
export type CreatedInvite = PendingInvite & { path: string };

/** GET /api/staff-invites/{token}: who the invite is for, and a fresh secret to set the second factor up with. */
export type InviteSummary = { name: string; email: string; role: StaffRole; expiresAt: string; newTotpSecret: string };
