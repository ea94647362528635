import { route } from "@/lib/api/route";
import { teacherProfile } from "@/lib/classes/service";
import { teacherProfileSchema } from "@/lib/classes/wire";

export const GET = route(
  { permission: "classes:manage", response: teacherProfileSchema, foldSession: true },
  ({ actor }) => teacherProfile(actor),
);
