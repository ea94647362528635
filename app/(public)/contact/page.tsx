import type { Metadata } from "next";
import { ContactForm } from "@/components/public/contact-form";

export const metadata: Metadata = { title: "Contact" };

export default function ContactPage() {
  return (
    <main id="main" className="mx-auto grid max-w-6xl gap-10 px-4 py-12 md:grid-cols-2">
      <div>
        <h1 className="text-3xl font-bold">Bring Sprout to your school</h1>
        <p className="mt-4 text-lg text-slate-800">
          Schools, districts, libraries and clubs: tell us about your students and we will answer by email, usually
          within two school days.
        </p>
        <p className="mt-4 text-slate-800">
          Teachers and parents can start right away without writing to us: sign up and create a class or add a child.
        </p>
      </div>
      <ContactForm />
    </main>
  );
}
