import { type z } from "zod";
import { prisma } from "@/lib/db/client";
import { AppError } from "@/lib/http/errors";
import type { Actor } from "@/lib/auth/authenticate";
import { ROLE_FLAG, roleAdditionRefusal, type Role } from "@/lib/auth/roles";
import { type profileSchema, type calendarSchema } from "./schemas";
import { serializeUser } from "@/lib/auth/serializers";
import { now } from "@/lib/clock";

function assertMayAddRole(actor: Actor, role: Role | undefined, field: "role" | "accountType") {
  const message = role && roleAdditionRefusal(actor.user, role);
  if (message) throw new AppError("forbidden", message, { fieldErrors: { [field]: [message] } });
}

export async function updateProfile(actor: Actor, input: z.output<typeof profileSchema>) {
  const role = input.role ?? input.accountType;
  assertMayAddRole(actor, role, input.role ? "role" : "accountType");
  if (input.username && input.username !== actor.user.username) {
    const taken = await prisma.user.findUnique({ where: { username: input.username }, select: { id: true } });
    if (taken)
      throw new AppError("bad_request", "A user with that username already exists.", {
        fieldErrors: { username: ["A user with that username already exists."] },
      });
  }
  const user = await prisma.user.update({
    where: { id: actor.id },
    data: {
      ...(input.firstname !== undefined && { firstname: input.firstname }),
      ...(input.lastname !== undefined && { lastname: input.lastname }),
      ...(input.username !== undefined && { username: input.username }),
      ...(input.grade !== undefined && { grade: input.grade }),
      ...(input.schoolCountry !== undefined && { schoolCountry: input.schoolCountry }),
      ...(input.schoolName !== undefined && { schoolName: input.schoolName }),
      ...(input.dob !== undefined && { dob: new Date(`${input.dob}T00:00:00Z`) }),
      ...(input.country !== undefined
        ? { country: input.country }
        : role && !actor.user.country
          ? { country: "Canada" } // SPEC §9: default country on account-type update
          : {}),
      ...(role && { [ROLE_FLAG[role]]: true }),
    },
  });
  // The update never changes the organization: its code is the one the session read.
  return serializeUser(user, actor.organizationCode);
}

/** Keeps the calendar grant for the schedule's Google Calendar sync (used by the schedule module). */
export async function connectCalendar(actor: Actor, input: z.output<typeof calendarSchema>) {
  await prisma.user.update({
    where: { id: actor.id },
    data: {
      calendarGrant: { provider: "google", access_token: input.access_token, connected_at: now().toISOString() },
    },
  });
  return { detail: "Calendar connected.", calendarConnected: true };
}
