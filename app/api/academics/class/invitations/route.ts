import { route } from "@/lib/api/route";
import { listMyInvitations } from "@/lib/classes/invitations";

/** Invitations to co-teach waiting for the signed-in teacher's answer. */
export const GET = route({ permission: "classes:manage" }, ({ actor }) => listMyInvitations(actor));
