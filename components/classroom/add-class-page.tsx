"use client";

import { useRouter } from "next/navigation";
import { AddClassFlow } from "./add-class-flow";

/** /teachers/addClass returns to the dashboard when done; /addClass stays and refreshes its class list. */
export function AddClassPage({ returnTo }: { returnTo?: string }) {
  const router = useRouter();
  return (
    <section>
      <h1 className="mb-6 text-3xl font-bold">Add a class</h1>
      <AddClassFlow onFinished={returnTo ? () => router.push(returnTo) : undefined} />
    </section>
  );
}
