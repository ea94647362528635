export default function Page() {
  return (
    <section>
      <h1 className="text-3xl font-bold">Welcome back!</h1>
      <p className="mt-2 text-slate-700">Your lessons and progress appear here.</p>
    </section>
  );
}
