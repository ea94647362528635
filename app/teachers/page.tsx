export default function Page() {
  return (
    <section>
      <h1 className="text-3xl font-bold">Your classes</h1>
      <p className="mt-2 text-slate-700">Your classes and students appear here. Start by adding a class.</p>
    </section>
  );
}
