import type { Metadata } from "next";
import Link from "next/link";

export const metadata: Metadata = { title: "About us" };

export default function AboutPage() {
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-bold">About Sprout</h1>
      <div className="mt-6 space-y-4 text-lg leading-relaxed text-slate-900">
        <p>
          Sprout teaches children from kindergarten to grade 8 to code. Children learn sequences, loops, conditions,
          variables and functions by guiding Sprout through mazes and drawing shapes with blocks, at a level that fits
          their grade.
        </p>
        <p>
          Sprout is made for the adults around a child as much as for the child. Teachers manage classes, plan units and
          assignments and follow each student&apos;s skills. Parents follow progress, set screen time and talk with
          teachers. Schools and districts manage their organization, licenses and people in one place.
        </p>
        <p>
          Many of our users are still learning to read, or read in a second language. That is why every page has an
          accessibility toolbar with read-aloud, bigger text and a children&apos;s dictionary that explains coding words
          in plain language.
        </p>
        <p>
          Sprout can run on a school&apos;s own server. It collects only what teaching needs, shows no ads and has no
          third-party trackers: see our{" "}
          <Link href="/privacy-policy" className="text-sprout-700 underline">
            privacy policy
          </Link>
          .
        </p>
        <p>
          Questions?{" "}
          <Link href="/contact" className="text-sprout-700 underline">
            Contact us
          </Link>
          .
        </p>
      </div>
    </main>
  );
}
