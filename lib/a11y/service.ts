// A signed-in user's toolbar levels, stored on the account so they follow a child to another device.
import { prisma } from "@/lib/db/client";
import { normalizeSettings, type A11ySettings } from "./settings";

/** The stored settings, or null when the user has never saved any (the browser's own copy then wins). */
export async function getAccessibilitySettings(userId: string): Promise<{ settings: A11ySettings | null }> {
  const row = await prisma.userAccessibility.findUnique({ where: { userId }, select: { settings: true } });
  return { settings: row ? normalizeSettings(row.settings) : null };
}

export async function saveAccessibilitySettings(
  userId: string,
  settings: A11ySettings,
): Promise<{ settings: A11ySettings }> {
  // All-off is stored too (not deleted): turning everything off on one device must turn it off on the others.
  await prisma.userAccessibility.upsert({
    where: { userId },
    create: { userId, settings },
    update: { settings },
  });
  return { settings: normalizeSettings(settings) };
}
