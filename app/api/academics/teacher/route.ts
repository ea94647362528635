import { route } from "@/lib/api/route";
import { teacherProfile } from "@/lib/classes/service";

export const GET = route({ permission: "classes:manage" }, ({ actor }) => teacherProfile(actor));
