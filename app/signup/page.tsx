import Link from "next/link";
import { AuthCard } from "@/components/auth/auth-card";

export const metadata = { title: "Sign up" };

const CHOICES = [
  { role: "teacher", title: "Teacher", text: "Create classes, print login cards, plan lessons." },
  { role: "parent", title: "Parent", text: "Follow your child's progress and set screen time." },
  { role: "student", title: "Student", text: "Learn to code with your own account." },
  { role: "organizer", title: "Organizer", text: "Manage your school's licenses and people." },
];

export default function SignupChooser() {
  return (
    <AuthCard title="Create your Sprout account" subtitle="Who are you?">
      <ul className="grid gap-3">
        {CHOICES.map((c) => (
          <li key={c.role}>
            <Link
              href={`/signup/${c.role}`}
              className="block rounded-xl border border-slate-200 p-4 hover:border-sprout-500 hover:bg-sprout-50"
            >
              <span className="block font-semibold">{c.title}</span>
              <span className="text-sm text-slate-700">{c.text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </AuthCard>
  );
}
