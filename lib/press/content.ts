// Press items live as data (content/press/items.json) so a school running Sprout can change them without
// touching components. Validated once at import; a broken file fails the build, not a visitor's page.
import { z } from "zod";
import itemsJson from "@/content/press/items.json";

export const pressItemSchema = z.object({
  /** Path of the detail page (/{slug}); null for an item listed without one. */
  slug: z
    .string()
    .regex(/^[a-z0-9-]+$/)
    .nullable(),
  title: z.string().min(1),
  date: z.iso.date(),
  image: z.string().startsWith("/"),
  imageAlt: z.string(),
  summary: z.string().min(1),
  body: z.array(z.string().min(1)).min(1),
});

export type PressItem = z.infer<typeof pressItemSchema> & { detailPage: string | null };

const items: PressItem[] = z
  .array(pressItemSchema)
  .parse(itemsJson)
  .map((i) => ({ ...i, detailPage: i.slug ? `/${i.slug}` : null }))
  .sort((a, b) => b.date.localeCompare(a.date));

/** Newest first. */
export function listPressItems(): PressItem[] {
  return items;
}

export function getPressItem(slug: string): PressItem | undefined {
  return items.find((i) => i.slug === slug);
}

export function pressSlugs(): string[] {
  return items.flatMap((i) => (i.slug ? [i.slug] : []));
}

export function formatPressDate(date: string): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });
}
