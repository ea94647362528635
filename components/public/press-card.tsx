import Image from "next/image";
import Link from "next/link";
import { formatPressDate, type PressItem } from "@/lib/press/content";

export function PressCard({ item, headingLevel = 2 }: { item: PressItem; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm" data-testid="press-item">
      <Image src={item.image} alt={item.imageAlt} width={1200} height={675} sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw" className="h-auto w-full" />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="text-sm text-slate-700">
          <time dateTime={item.date}>{formatPressDate(item.date)}</time>
        </p>
        <Heading className="text-lg font-semibold">{item.title}</Heading>
        <p className="text-slate-800">{item.summary}</p>
        {item.detailPage && (
          <Link href={item.detailPage} className="mt-auto font-medium text-sprout-700 underline">
            Read more<span className="sr-only"> about {item.title}</span>
          </Link>
        )}
      </div>
    </article>
  );
}
