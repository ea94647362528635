// Licenses (SPEC §3 License, §7 Organizer; docs/decisions/135): the deployment administrator keeps the catalog
// and answers requests; an organizer of an organization requests a license for it. A granted request is the
// grant: its seats, start and expiry are copied from the license when it is granted.
import type { Actor } from "@/lib/auth/authenticate";
import { isDeploymentAdmin } from "@/lib/auth/admin";
import { prisma } from "@/lib/db/client";
import { now } from "@/lib/clock";
import { AppError, notFound } from "@/lib/http/errors";
import { findOrganizationOrThrow, organizationsVisibleTo } from "@/lib/access/organizations";
import type { LicenseRequestStatus } from "@/lib/generated/prisma/client";
import type { z } from "zod";
import type { licenseInputSchema } from "./schemas";
import type { LicenseView, LicenseRequestView } from "./wire";

const DAY_MS = 86_400_000;

export type LicenseCatalog = {
  licenses: LicenseView[];
  /** The requests and grants of the organizations the signed-in organizer organizes, newest first. */
  requests: LicenseRequestView[];
  /** Whether the signed-in organizer is the deployment administrator (may create, delete and grant). */
  admin: boolean;
};

type LicenseRow = {
  id: string;
  name: string;
  description: string;
  priceCents: number;
  durationDays: number;
  seats: number;
  createdAt: Date;
};

function licenseView(l: LicenseRow): LicenseView {
  return {
    id: l.id,
    name: l.name,
    description: l.description,
    price: (l.priceCents / 100).toFixed(2),
    priceCents: l.priceCents,
    duration: l.durationDays,
    seats: l.seats,
    createdAt: l.createdAt.toISOString(),
  };
}

const REQUEST_INCLUDE = {
  organization: { select: { name: true } },
  license: { select: { id: true, name: true, deletedAt: true } },
} as const;

type RequestRow = {
  id: string;
  organizationId: string;
  organization: { name: string };
  license: { id: string; name: string; deletedAt: Date | null };
  status: LicenseRequestStatus;
  createdAt: Date;
  answeredAt: Date | null;
  seats: number | null;
  startsAt: Date | null;
  expiresAt: Date | null;
};

function requestView(r: RequestRow, at: Date): LicenseRequestView {
  return {
    id: r.id,
    organizationId: r.organizationId,
    organizationName: r.organization.name,
    license: { id: r.license.id, name: r.license.name, archived: r.license.deletedAt !== null },
    status: r.status,
    expired: r.status === "granted" && r.expiresAt !== null && r.expiresAt <= at,
    createdAt: r.createdAt.toISOString(),
    answeredAt: r.answeredAt?.toISOString() ?? null,
    seats: r.seats,
    startsAt: r.startsAt?.toISOString() ?? null,
    expiresAt: r.expiresAt?.toISOString() ?? null,
  };
}

export async function createLicense(input: z.output<typeof licenseInputSchema>): Promise<LicenseView> {
  const row = await prisma.license.create({
    data: {
      name: input.name,
      description: input.description,
      priceCents: input.price,
      durationDays: input.duration,
      seats: input.seats,
    },
  });
  return licenseView(row);
}

/** The catalog, and the requests and grants of the organizations the actor organizes. */
export async function licenseCatalog(actor: Actor): Promise<LicenseCatalog> {
  const at = now();
  const [licenses, requests, admin] = await Promise.all([
    prisma.license.findMany({ where: { deletedAt: null }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] }),
    prisma.licenseRequest.findMany({
      where: { organization: organizationsVisibleTo(actor, "write") },
      include: REQUEST_INCLUDE,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: 500,
    }),
    isDeploymentAdmin(actor),
  ]);
  return { licenses: licenses.map(licenseView), requests: requests.map((r) => requestView(r, at)), admin };
}

/**
 * Archives a license: it leaves the catalog and its pending requests are declined, all at once. Grants already
 * made keep their terms until they expire (docs/decisions/135).
 */
export async function deleteLicense(actor: Actor, id: string) {
  const at = now();
  return prisma.$transaction(async (tx) => {
    const archived = await tx.license.updateMany({ where: { id, deletedAt: null }, data: { deletedAt: at } });
    if (!archived.count) throw notFound("License not found.");
    const declined = await tx.licenseRequest.updateMany({
      where: { licenseId: id, status: "pending" },
      data: { status: "declined", answeredAt: at, answeredById: actor.id },
    });
    return { id, declinedRequests: declined.count };
  });
}

/** An organizer of the organization asks for a catalog license: 404 for another organization or an archived one. */
export async function requestLicense(actor: Actor, organizationId: string, licenseId: string) {
  await findOrganizationOrThrow(actor, organizationId, "write");
  const license = await prisma.license.findFirst({ where: { id: licenseId, deletedAt: null } });
  if (!license) {
    throw new AppError("not_found", "That license is not in the catalog.", {
      fieldErrors: { license: ["Choose a license from the catalog."] },
    });
  }
  const pending = await prisma.licenseRequest.findFirst({
    where: { organizationId, licenseId, status: "pending" },
    select: { id: true },
  });
  if (pending) throw new AppError("conflict", `${license.name} is already requested and waiting for an answer.`);
  const row = await prisma.licenseRequest.create({
    data: { organizationId, licenseId, requestedById: actor.id, createdAt: now() },
    include: REQUEST_INCLUDE,
  });
  return requestView(row, now());
}

/**
 * The administrator's queue: pending requests first (oldest first), then the latest answered ones. `answerable`
 * is false for a request the administrator may not answer: their own, or one of an organization they organize.
 */
export async function requestQueue(actor: Actor): Promise<(LicenseRequestView & { answerable: boolean })[]> {
  const at = now();
  const [pending, answered, organized] = await Promise.all([
    prisma.licenseRequest.findMany({
      where: { status: "pending" },
      include: REQUEST_INCLUDE,
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      take: 500,
    }),
    prisma.licenseRequest.findMany({
      where: { status: { not: "pending" } },
      include: REQUEST_INCLUDE,
      orderBy: [{ answeredAt: "desc" }, { id: "desc" }],
      take: 100,
    }),
    prisma.organizationMember.findMany({
      where: { userId: actor.id, kind: "organizer" },
      select: { organizationId: true },
    }),
  ]);
  const mine = new Set(organized.map((m) => m.organizationId));
  return [...pending, ...answered].map((r) => ({
    ...requestView(r, at),
    answerable: !mine.has(r.organizationId) && r.requestedById !== actor.id,
  }));
}

/**
 * The administrator grants or declines a pending request of the organization. Granting starts the license now,
 * ends it `duration` days later and copies its seats. Only a pending request can be answered (409 otherwise).
 * Separation of duties (docs/decisions/195): nobody answers a request they made, nor one of an organization they
 * organize (403); another administrator (SPROUT_ADMIN_EMAILS) answers those.
 */
export async function answerLicenseRequest(
  actor: Actor,
  organizationId: string,
  requestId: string,
  status: "granted" | "declined",
) {
  const at = now();
  return prisma.$transaction(async (tx) => {
    const found = await tx.licenseRequest.findFirst({
      where: { id: requestId, organizationId },
      include: { license: true },
    });
    if (!found) throw notFound("License request not found.");
    const organizes = await tx.organizationMember.count({
      where: { organizationId, userId: actor.id, kind: "organizer" },
    });
    if (organizes || found.requestedById === actor.id) throw ownRequest();
    if (found.status !== "pending") {
      throw new AppError("conflict", `This request was already ${found.status}.`);
    }
    const terms =
      status === "granted"
        ? {
            seats: found.license.seats,
            startsAt: at,
            expiresAt: new Date(at.getTime() + found.license.durationDays * DAY_MS),
          }
        : {};
    const updated = await tx.licenseRequest.updateMany({
      where: { id: requestId, status: "pending" },
      data: { status, answeredAt: at, answeredById: actor.id, ...terms },
    });
    if (!updated.count) throw new AppError("conflict", "This request was answered a moment ago.");
    const row = await tx.licenseRequest.findUniqueOrThrow({ where: { id: requestId }, include: REQUEST_INCLUDE });
    return requestView(row, at);
  });
}

function ownRequest() {
  return new AppError(
    "forbidden",
    "You organize this organization, so another administrator must answer its license requests. " +
      "Add their e-mail address to SPROUT_ADMIN_EMAILS.",
  );
}

export type { LicenseView, LicenseRequestView };
