import { route } from "@/lib/api/route";
import { initiateCheckout } from "@/lib/payments/checkout";
import { initiateSchema } from "@/lib/payments/schemas";

export const POST = route({ permission: "payments:manage", body: initiateSchema, status: 201 }, ({ actor, body }) =>
  initiateCheckout(actor, body),
);
