// Licenses (issue 12): a catalog of two, and Maple Grove's granted classroom license, ten days into its year, so
// the organizer's Licenses and Analytics sections show figures (and the class's students the extra packs).
import { DAY, type SeedContext } from "./context";

export async function seedLicenses(
  { tx, verified }: SeedContext,
  grant: { organizationId: string; requestedById: string; answeredById: string },
) {
  const [classroom] = await Promise.all(
    [
      { name: "Classroom", description: "One class of up to 30 students for a year.", priceCents: 12000, seats: 30 },
      { name: "Whole school", description: "Every class of a school for a year.", priceCents: 90000, seats: 500 },
    ].map((l) => tx.license.create({ data: { ...l, durationDays: 365 } })),
  );
  await tx.licenseRequest.create({
    data: {
      ...grant,
      licenseId: classroom!.id,
      status: "granted",
      createdAt: new Date(verified.getTime() - 11 * DAY),
      answeredAt: new Date(verified.getTime() - 10 * DAY),
      seats: 30,
      startsAt: new Date(verified.getTime() - 10 * DAY),
      expiresAt: new Date(verified.getTime() + 355 * DAY),
    },
  });
}
