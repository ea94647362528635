import { route } from "@/lib/api/route";
import { feedUrlFor, regenerateFeed } from "@/lib/schedule/feed";

export const GET = route({ permission: "schedule:manage" }, async ({ actor }) => ({
  feed_url: await feedUrlFor(actor),
}));

export const POST = route({ permission: "schedule:manage" }, ({ actor }) => regenerateFeed(actor));
