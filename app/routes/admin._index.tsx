export default function AdminFish() {
  return (
    <section aria-labelledby="admin-fish-heading">
      <h2 id="admin-fish-heading" className="text-xl font-semibold text-slate-900">
        Fish Management
      </h2>
      <p className="mt-2 text-slate-700">Adding, editing and deleting fish profiles is coming soon.</p>
    </section>
  );
}
