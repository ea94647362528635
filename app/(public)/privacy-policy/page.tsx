import type { Metadata } from "next";
import Link from "next/link";

export const metadata: Metadata = { title: "Privacy policy" };

const STORED = [
  {
    what: "Accounts",
    detail:
      "First and last name, username, email address (optional for children: a teacher or parent can create a child's account without one), date of birth, grade, country and, for teachers, the school's name and country. Which roles the account has (student, teacher, parent, organizer).",
  },
  {
    what: "Passwords",
    detail:
      "Only as an argon2 hash, a one-way scramble: nobody at Sprout or at the school can read a password. A teacher or parent can set a new one for a child.",
  },
  {
    what: "Sign-in sessions",
    detail:
      "One record per sign-in (when it started and ends, and the browser's name), so you can be signed out everywhere and stolen sessions can be stopped. Sessions end after 24 hours.",
  },
  {
    what: "Classes",
    detail: "Class name, grade, subject, room, colour, the teachers of the class and the students in it.",
  },
  {
    what: "Progress and skills",
    detail: "Which units, lessons and assignments a student has done, their level and the skills they have shown.",
  },
  { what: "Teacher comments", detail: "Comments a teacher writes about a student." },
  {
    what: "Screen-time and level limits",
    detail: "The daily time limit and level thresholds a teacher or parent sets for a child.",
  },
  {
    what: "Parent links",
    detail:
      "Which parent accounts are linked to which child accounts, and friend requests between children that parents approve.",
  },
  {
    what: "Login-card printing",
    detail: "A record of when a teacher printed login cards for a class (who printed them and when).",
  },
  {
    what: "Messages and notes",
    detail: "Chat messages between teachers and parents, and a teacher's own notes and schedule.",
  },
  {
    what: "Accessibility settings",
    detail: "The toolbar options you turned on, so they follow you to another device.",
  },
  {
    what: "School inquiries",
    detail: "What an adult writes in the contact form, with the sender's network address to stop spam.",
  },
];

const WHO = [
  { who: "Teachers", sees: "the classes they teach and the students in those classes, never other classes." },
  { who: "Parents", sees: "their own children's accounts, progress and limits, never other children." },
  { who: "Students", sees: "their own information." },
  { who: "Organizers", sees: "the people, classes, licenses and audit log of their own organization only." },
];

export default function PrivacyPolicyPage() {
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-12 text-slate-900">
      <h1 className="text-3xl font-bold">Privacy policy</h1>
      <p className="mt-4 text-lg">
        Sprout is used by children. We collect only what teaching needs, we show no advertising, and there are no
        third-party trackers or analytics on any page. We do not sell or share personal information.
      </p>

      <h2 className="mt-10 text-2xl font-bold">What Sprout stores</h2>
      <dl className="mt-4 space-y-4">
        {STORED.map((s) => (
          <div key={s.what}>
            <dt className="font-semibold">{s.what}</dt>
            <dd className="text-slate-800">{s.detail}</dd>
          </div>
        ))}
      </dl>

      <h2 className="mt-10 text-2xl font-bold">Who can see it</h2>
      <ul className="mt-4 list-disc space-y-2 pl-6">
        {WHO.map((w) => (
          <li key={w.who}>
            <strong>{w.who}</strong> see {w.sees}
          </li>
        ))}
      </ul>
      <p className="mt-4">
        These rules are checked by the server on every request, not just hidden in the screens. The people who run your
        school&apos;s Sprout server can reach its database to keep it working.
      </p>

      <h2 className="mt-10 text-2xl font-bold">What Sprout does not do</h2>
      <ul className="mt-4 list-disc space-y-2 pl-6">
        <li>No advertising and no advertising profiles.</li>
        <li>No third-party trackers, analytics or social media widgets.</li>
        <li>
          The dictionary and read-aloud work inside Sprout: words you look up are not sent to another company, and
          read-aloud uses your own device&apos;s voice.
        </li>
        <li>Payments are handled by our payment provider; Sprout never sees or stores card numbers.</li>
        <li>
          Signing in with Google is optional; if you use it, Sprout keeps only your Google account id and email address.
        </li>
      </ul>

      <h2 className="mt-10 text-2xl font-bold">Your choices</h2>
      <p className="mt-4">
        A parent or teacher can correct a child&apos;s details, change a child&apos;s password or delete a child&apos;s
        account; deleting an account deletes its progress, comments, limits and sessions with it. To ask what we hold
        about you or your child, or to have it deleted,{" "}
        <Link href="/contact" className="text-sprout-700 underline">
          contact us
        </Link>
        .
      </p>
    </main>
  );
}
