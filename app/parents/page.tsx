export default function Page() {
  return (
    <section>
      <h1 className="text-3xl font-bold">Your children</h1>
      <p className="mt-2 text-slate-700">Your children's accounts, progress and screen time appear here.</p>
    </section>
  );
}
