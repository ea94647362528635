export default function Page() {
  return (
    <section>
      <h1 className="text-3xl font-bold">Your organizations</h1>
      <p className="mt-2 text-slate-700">Organizations, licenses, invitations and audit logs appear here.</p>
    </section>
  );
}
