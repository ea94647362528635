import { route } from "@/lib/api/route";
import { getAcademicsCalendarFeedResponse, postAcademicsCalendarFeedResponse } from "@/lib/api/response-schemas";
import { feedUrlFor, regenerateFeed } from "@/lib/schedule/feed";

export const GET = route(
  { permission: "schedule:manage", response: getAcademicsCalendarFeedResponse },
  async ({ actor }) => ({
    feed_url: await feedUrlFor(actor),
  }),
);

export const POST = route({ permission: "schedule:manage", response: postAcademicsCalendarFeedResponse }, ({ actor }) =>
  regenerateFeed(actor),
);
