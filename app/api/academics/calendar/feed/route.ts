import { route } from "@/lib/api/route";
import { feedUrlFor, regenerateFeed } from "@/lib/schedule/feed";
import { calendarFeedSchema } from "@/lib/schedule/wire";

export const GET = route({ permission: "schedule:manage", response: calendarFeedSchema }, async ({ actor }) => ({
  feedUrl: await feedUrlFor(actor),
}));

export const POST = route({ permission: "schedule:manage", response: calendarFeedSchema }, ({ actor }) =>
  regenerateFeed(actor),
);
