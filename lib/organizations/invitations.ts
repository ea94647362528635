// Organization invitations (SPEC §7 /organization/{id}/invite, /organization/invitations; docs/decisions/133).
// The mailed link holds a random single-use token; only its SHA-256 is stored. Pending until the invitee accepts
// or declines (or signs up from the link, which accepts it); after INVITATION_DAYS it no longer counts.
import "server-only";
import { createHash, randomBytes } from "node:crypto";
import type { OrganizationInvitation, OrganizationRole, Prisma } from "@/lib/generated/prisma/client";
import { prisma } from "@/lib/db/client";
import { AppError, notFound, validationError } from "@/lib/http/errors";
import { consumeRateLimit } from "@/lib/http/rate-limit";
import { log } from "@/lib/http/log";
import { addSeconds, now } from "@/lib/clock";
import { sendMail } from "@/lib/mail/mailer";
import { organizationInvitationMail } from "@/lib/mail/templates";
import { displayName } from "@/lib/vocabulary";
import type { Actor } from "@/lib/auth/authenticate";
import { findOrganizationOrThrow } from "@/lib/access/organizations";
import {
  findOrganizationInvitationOrThrow,
  organizationInvitationsVisibleTo,
} from "@/lib/access/organization-invitations";
import { joinOrganization } from "./membership";
import { paged, type Page } from "./people";
import type { InviteInput, PageQuery } from "./schemas";

export const INVITATION_DAYS = 14;
export const INVITE_LIMIT = {
  max: 200,
  windowSeconds: 60 * 60,
  message: "Many invitations were sent from this organization in the last hour. Please try again later.",
};
/** On the wire, as SPEC's PUT body numbers them. */
export const INVITATION_STATUS = { pending: 0, accepted: 1, declined: 2 } as const;

export type InvitationView = {
  id: string;
  organization: string;
  organizationName: string;
  email: string;
  role: string | null;
  roleName: string | null;
  kind: "teacher" | "organizer";
  status: 0 | 1 | 2;
  statusLabel: "pending" | "accepted" | "declined" | "expired";
  expiresAt: string;
  created_at: string;
};

type Row = OrganizationInvitation & { role: OrganizationRole | null; organization: { name: string } };

function invitationView(i: Row): InvitationView {
  const expired = i.status === "pending" && i.expiresAt <= now();
  return {
    id: i.id,
    organization: i.organizationId,
    organizationName: i.organization.name,
    email: i.email,
    role: i.roleId,
    roleName: i.role?.name ?? null,
    kind: i.kind,
    status: INVITATION_STATUS[i.status],
    statusLabel: expired ? "expired" : i.status,
    expiresAt: i.expiresAt.toISOString(),
    created_at: i.createdAt.toISOString(),
  };
}

const include = { role: true, organization: { select: { name: true } } } as const;

export function hashInvitationToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export async function sendInvitation(actor: Actor, organizationId: string, input: InviteInput) {
  const org = await findOrganizationOrThrow(actor, organizationId, "write");
  const role = await prisma.organizationRole.findFirst({ where: { id: input.role, organizationId: org.id } });
  if (!role) throw validationError({ role: ["Choose one of this organization's roles."] });
  const [member, waiting] = await Promise.all([
    prisma.organizationMember.count({ where: { organizationId: org.id, user: { email: input.email } } }),
    prisma.organizationInvitation.count({
      where: { organizationId: org.id, email: input.email, status: "pending", expiresAt: { gt: now() } },
    }),
  ]);
  if (member) throw conflict("email", "This person is already a member of the organization.");
  if (waiting) throw conflict("email", "This address already has an invitation waiting for an answer.");
  await consumeRateLimit(`org-invite:${org.id}`, INVITE_LIMIT);

  const token = randomBytes(32).toString("base64url");
  const invitation = await prisma.organizationInvitation.create({
    data: {
      organizationId: org.id,
      roleId: role.id,
      kind: role.kind,
      email: input.email,
      tokenHash: hashInvitationToken(token),
      invitedById: actor.id,
      expiresAt: addSeconds(now(), INVITATION_DAYS * 86_400),
    },
    include,
  });
  const mail = organizationInvitationMail({
    organization: org.name,
    role: role.name,
    inviter: displayName(actor.user),
    email: input.email,
    kind: role.kind,
    token,
    days: INVITATION_DAYS,
  });
  await sendMail({ to: input.email, subject: mail.subject, text: mail.text });
  return invitationView(invitation);
}

export async function listOrganizationInvitations(
  actor: Actor,
  organizationId: string,
  q: PageQuery,
): Promise<Page<InvitationView>> {
  const org = await findOrganizationOrThrow(actor, organizationId, "write");
  const where = { organizationId: org.id };
  return paged(
    q,
    prisma.organizationInvitation.count({ where }),
    (window) =>
      prisma.organizationInvitation.findMany({
        where,
        include,
        orderBy: [{ createdAt: "desc" }, { id: "asc" }],
        ...window,
      }),
    invitationView,
  );
}

/** The signed-in invitee's pending invitations: the ones they may answer (addressed to their verified e-mail). */
export async function myInvitations(actor: Actor): Promise<InvitationView[]> {
  const rows = await prisma.organizationInvitation.findMany({
    where: organizationInvitationsVisibleTo(actor, "write"),
    include,
    orderBy: [{ createdAt: "desc" }, { id: "asc" }],
  });
  return rows.map(invitationView);
}

/**
 * Accept (1) or decline (2). Only the invitee, while it is pending: anyone else — another organization's
 * organizer included — gets 404. Accepting makes them a member with the role's base type (adding the teacher
 * or organizer flag to a parent's account) and their current organization if they have none.
 */
export async function answerInvitation(actor: Actor, id: string, status: 1 | 2) {
  const invitation = await findOrganizationInvitationOrThrow(actor, id, "write", include);
  const accepted = status === 1;
  await prisma.$transaction(async (tx) => {
    const claimed = await tx.organizationInvitation.updateMany({
      where: { id: invitation.id, status: "pending" },
      data: { status: accepted ? "accepted" : "declined", answeredAt: now(), answeredById: actor.id },
    });
    if (claimed.count !== 1) throw notFound("Invitation not found.");
    if (accepted) {
      await joinOrganization(tx, {
        userId: actor.id,
        organizationId: invitation.organizationId,
        kind: invitation.kind,
        roleId: invitation.roleId,
      });
    }
  });
  return {
    detail: accepted
      ? `You joined ${invitation.organization.name}.`
      : `You declined the invitation from ${invitation.organization.name}.`,
    invitation: invitationView({ ...invitation, status: accepted ? "accepted" : "declined" }),
  };
}

/**
 * Sign-up from the mailed link: the token must name a pending invitation to the same address. Used inside the
 * registration transaction: the invitation is accepted (single use) and the account joins the organization.
 */
export async function invitationForSignUp(token: string, email: string | undefined) {
  const { invitation, state } = await invitationByToken(token);
  if (state !== "pending" || invitation.email !== email) {
    throw validationError({
      invitation: ["This invitation link is no longer valid. Ask your organization to send a new one."],
    });
  }
  return invitation;
}

/** Where a mailed link's invitation stands: pending (answerable), or why it no longer is. */
export type InvitationLinkState = "pending" | "expired" | "accepted" | "declined" | "unknown";

/**
 * The invitation a mailed link's token names (docs/decisions/133), with its organization's name and the earliest
 * organizers' countries (the organization keeps none: the school's country comes from its people). Any text may be
 * passed: only its SHA-256 meets the index.
 */
export async function invitationByToken(token: string) {
  const invitation = await prisma.organizationInvitation.findUnique({
    where: { tokenHash: hashInvitationToken(token) },
    include: {
      organization: { select: { name: true } },
      role: { select: { name: true } },
      invitedBy: { select: { country: true, schoolCountry: true } },
    },
  });
  if (!invitation) return { invitation: null, state: "unknown" as const };
  const state: InvitationLinkState =
    invitation.status !== "pending" ? invitation.status : invitation.expiresAt <= now() ? "expired" : "pending";
  return { invitation, state };
}

/** The school's country for an account joining it: the inviter's, else its earliest organizer's who gave one. */
export async function organizationCountry(
  organizationId: string,
  inviter: { country: string; schoolCountry: string } | null,
): Promise<string> {
  if (inviter?.schoolCountry || inviter?.country) return inviter.schoolCountry || inviter.country;
  const organizers = await prisma.organizationMember.findMany({
    where: { organizationId, kind: "organizer" },
    orderBy: { createdAt: "asc" },
    take: 10,
    select: { user: { select: { country: true, schoolCountry: true } } },
  });
  const known = organizers.find((o) => o.user.schoolCountry || o.user.country);
  return known ? known.user.schoolCountry || known.user.country : "";
}

/**
 * Accepts a pending invitation for `userId` inside the caller's transaction (single use: a conditional update, so
 * two requests racing on one link accept it once) and makes them a member (rostered classes follow: joinOrganization).
 */
export async function acceptInvitationIn(
  tx: Prisma.TransactionClient,
  invitation: Pick<OrganizationInvitation, "id" | "organizationId" | "kind" | "roleId">,
  userId: string,
) {
  const claimed = await tx.organizationInvitation.updateMany({
    where: { id: invitation.id, status: "pending", expiresAt: { gt: now() } },
    data: { status: "accepted", answeredAt: now(), answeredById: userId },
  });
  if (claimed.count !== 1) {
    throw validationError({ invitation: ["This invitation link was already used. You can sign in instead."] });
  }
  await joinOrganization(tx, {
    userId,
    organizationId: invitation.organizationId,
    kind: invitation.kind,
    roleId: invitation.roleId,
  });
}

/** A pending (or expired) invitation of the organization; 404 for another's, 409 once it was answered. */
async function unansweredInvitation(actor: Actor, organizationId: string, invitationId: string) {
  const org = await findOrganizationOrThrow(actor, organizationId, "write");
  const invitation = await prisma.organizationInvitation.findFirst({
    where: { id: invitationId, organizationId: org.id },
    include,
  });
  if (!invitation) throw notFound("Invitation not found.");
  if (invitation.status !== "pending") {
    throw new AppError("conflict", `${invitation.email} already ${invitation.status} this invitation.`);
  }
  return { org, invitation };
}

/**
 * Sends a pending or expired invitation again (docs/decisions/195): a new link (the old one stops working) valid
 * for INVITATION_DAYS from now, mailed to the same address with the same role.
 */
export async function resendInvitation(actor: Actor, organizationId: string, invitationId: string) {
  const { org, invitation } = await unansweredInvitation(actor, organizationId, invitationId);
  await consumeRateLimit(`org-invite:${org.id}`, INVITE_LIMIT);
  const token = randomBytes(32).toString("base64url");
  const claimed = await prisma.organizationInvitation.updateMany({
    where: { id: invitation.id, status: "pending" },
    data: { tokenHash: hashInvitationToken(token), expiresAt: addSeconds(now(), INVITATION_DAYS * 86_400) },
  });
  if (claimed.count !== 1) throw new AppError("conflict", "This invitation was answered a moment ago.");
  const mail = organizationInvitationMail({
    organization: org.name,
    role: invitation.role?.name ?? invitation.kind,
    inviter: displayName(actor.user),
    email: invitation.email,
    kind: invitation.kind,
    token,
    days: INVITATION_DAYS,
  });
  await sendMail({ to: invitation.email, subject: mail.subject, text: mail.text });
  const fresh = await prisma.organizationInvitation.findUniqueOrThrow({ where: { id: invitation.id }, include });
  return { ...invitationView(fresh), detail: `We emailed the invitation to ${invitation.email} again.` };
}

/** Cancels a pending or expired invitation: it is deleted and its link stops working (docs/decisions/195). */
export async function cancelInvitation(actor: Actor, organizationId: string, invitationId: string) {
  const { org, invitation } = await unansweredInvitation(actor, organizationId, invitationId);
  const gone = await prisma.organizationInvitation.deleteMany({ where: { id: invitation.id, status: "pending" } });
  if (gone.count !== 1) throw new AppError("conflict", "This invitation was answered a moment ago.");
  return {
    detail: `The invitation to ${invitation.email} was cancelled.`,
    id: invitation.id,
    organization: org.id,
  };
}

function conflict(field: string, message: string) {
  return new AppError("conflict", message, { fieldErrors: { [field]: [message] } });
}

/**
 * Teacher invitations written inside the caller's transaction (a OneRoster import, docs/decisions/241): the
 * addresses the file names that are neither members nor already invited. Mail them with mailInvitations once the
 * transaction commits. The import is one confirmed upload, so it does not count against INVITE_LIMIT.
 */
export async function createInvitationsIn(
  tx: Prisma.TransactionClient,
  input: {
    organizationId: string;
    roleId: string;
    invitedById: string;
    emails: string[];
    /** A district file's school administrators are invited as organizers (issue 42). */
    kind?: "teacher" | "organizer";
  },
): Promise<{ email: string; token: string }[]> {
  if (!input.emails.length) return [];
  const waiting = await tx.organizationInvitation.findMany({
    where: {
      organizationId: input.organizationId,
      email: { in: input.emails },
      status: "pending",
      expiresAt: { gt: now() },
    },
    select: { email: true },
  });
  const skip = new Set(waiting.map((w) => w.email));
  const sent = input.emails
    .filter((e) => !skip.has(e))
    .map((email) => ({ email, token: randomBytes(32).toString("base64url") }));
  await tx.organizationInvitation.createMany({
    data: sent.map((s) => ({
      organizationId: input.organizationId,
      roleId: input.roleId,
      kind: input.kind ?? "teacher",
      email: s.email,
      tokenHash: hashInvitationToken(s.token),
      invitedById: input.invitedById,
      expiresAt: addSeconds(now(), INVITATION_DAYS * 86_400),
    })),
  });
  return sent;
}

/** Mails invitations createInvitationsIn wrote (after their transaction committed); a failed mail is logged. */
export async function mailInvitations(
  organization: string,
  role: string,
  inviter: string,
  sent: { email: string; token: string }[],
  kind: "teacher" | "organizer" = "teacher",
): Promise<void> {
  for (const s of sent) {
    const mail = organizationInvitationMail({
      organization,
      role,
      inviter,
      email: s.email,
      kind,
      token: s.token,
      days: INVITATION_DAYS,
    });
    await sendMail({ to: s.email, subject: mail.subject, text: mail.text }).catch((error) =>
      log.warn("invitation mail not sent", { error: String(error) }),
    );
  }
}
