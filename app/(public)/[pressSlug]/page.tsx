import type { Metadata } from "next";
import Image from "next/image";
import Link from "next/link";
import { notFound } from "next/navigation";
import { formatPressDate, getPressItem, pressSlugs } from "@/lib/press/content";

// The 15 press detail pages sit at the root (/pipeline, /sprout-launch …) as SPEC §2 names them; any other
// one-segment path is a 404. Named routes (/login, /contact …) take precedence over this one.
export const dynamicParams = false;

export function generateStaticParams() {
  return pressSlugs().map((pressSlug) => ({ pressSlug }));
}

type Props = { params: Promise<{ pressSlug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const item = getPressItem((await params).pressSlug);
  return item ? { title: item.title, description: item.summary } : {};
}

export default async function PressDetailPage({ params }: Props) {
  const item = getPressItem((await params).pressSlug);
  if (!item) notFound();
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-12">
      <nav aria-label="Breadcrumb" className="text-sm">
        <Link href="/press" className="text-sprout-700 underline">
          Press and news
        </Link>
      </nav>
      <article className="mt-4">
        <h1 className="text-3xl font-bold">{item.title}</h1>
        <p className="mt-2 text-slate-700">
          <time dateTime={item.date}>{formatPressDate(item.date)}</time>
        </p>
        <Image
          src={item.image}
          alt={item.imageAlt}
          width={1200}
          height={675}
          priority
          sizes="(min-width: 768px) 768px, 100vw"
          className="mt-6 h-auto w-full rounded-2xl"
        />
        <div className="mt-6 space-y-4 text-lg leading-relaxed text-slate-900">
          {item.body.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
      </article>
    </main>
  );
}
