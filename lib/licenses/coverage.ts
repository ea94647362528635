// Whether a school license covers a child (docs/decisions/136): a granted license of an organization, started and
// not yet expired, covers every student of a class filed under that organization. Seats do not cut coverage off;
// analytics shows the students against the seats.
import { prisma } from "@/lib/db/client";

export type LicenseCoverage = { covered: boolean; licenseName: string | null; until: Date | null };

export async function licenseCoverageFor(childUserId: string, at: Date): Promise<LicenseCoverage> {
  const grant = await prisma.licenseRequest.findFirst({
    where: {
      status: "granted",
      startsAt: { lte: at },
      expiresAt: { gt: at },
      organization: { classes: { some: { students: { some: { userId: childUserId } } } } },
    },
    orderBy: { expiresAt: "desc" },
    select: { expiresAt: true, license: { select: { name: true } } },
  });
  return grant
    ? { covered: true, licenseName: grant.license.name, until: grant.expiresAt }
    : { covered: false, licenseName: null, until: null };
}
