import Link from "next/link";
import { PressCard } from "@/components/public/press-card";
import { listPressItems } from "@/lib/press/content";

const AUDIENCES = [
  {
    title: "Teachers",
    text: "Create classes, add students one by one or from a CSV file, plan units and assignments, and print login cards.",
  },
  {
    title: "Students",
    text: "Learn sequences, loops, conditions and functions by guiding Sprout through mazes and drawing shapes with blocks, one level at a time.",
  },
  {
    title: "Parents",
    text: "Follow your child's progress and skills, set screen time for each day, and talk with the teacher.",
  },
  {
    title: "Schools",
    text: "Organizers manage their organization, roles, licenses and invitations, with analytics and audit logs.",
  },
];

export default function Home() {
  const latest = listPressItems().slice(0, 3);
  return (
    <main id="main">
      <section className="bg-sprout-50">
        <div className="mx-auto max-w-6xl px-4 py-16">
          <h1 className="text-4xl font-bold text-sprout-700 sm:text-5xl">Sprout</h1>
          <p className="mt-4 max-w-2xl text-xl text-slate-800">
            Coding for K-8 classrooms and families: children learn to think step by step, and the adults around them can
            follow every step.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link
              href="/signup"
              className="rounded-lg bg-sprout-700 px-5 py-3 font-medium text-white hover:bg-sprout-600"
            >
              Sign up
            </Link>
            <Link href="/login" className="rounded-lg border border-sprout-700 px-5 py-3 font-medium text-sprout-700">
              Sign in
            </Link>
            <Link href="/contact" className="rounded-lg px-5 py-3 font-medium text-sprout-700 underline">
              Bring Sprout to your school
            </Link>
          </div>
        </div>
      </section>

      <section aria-labelledby="who" className="mx-auto max-w-6xl px-4 py-12">
        <h2 id="who" className="text-2xl font-bold">
          Made for everyone who helps a child learn
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {AUDIENCES.map((a) => (
            <li key={a.title} className="rounded-2xl border border-slate-200 p-5">
              <h3 className="text-lg font-semibold text-sprout-700">{a.title}</h3>
              <p className="mt-2 text-slate-800">{a.text}</p>
            </li>
          ))}
        </ul>
        <p className="mt-6 text-slate-800">
          Every page has an accessibility toolbar (the Accessibility button, top right) with bigger text, contrast, a
          reading guide, read-aloud and a children&apos;s dictionary: turn on Dictionary in the toolbar, then select a
          word and wait a second.
        </p>
      </section>

      <section aria-labelledby="news" className="mx-auto max-w-6xl px-4 pb-8">
        <div className="flex items-baseline justify-between">
          <h2 id="news" className="text-2xl font-bold">
            In the news
          </h2>
          <Link href="/press" className="font-medium text-sprout-700 underline">
            All press
          </Link>
        </div>
        <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {latest.map((item) => (
            <PressCard key={item.title} item={item} headingLevel={3} />
          ))}
        </div>
      </section>
    </main>
  );
}
