export default function AdminImages() {
  return (
    <section aria-labelledby="admin-images-heading">
      <h2 id="admin-images-heading" className="text-xl font-semibold text-slate-900">
        Community Images
      </h2>
      <p className="mt-2 text-slate-700">Reviewing members' photos is coming soon.</p>
    </section>
  );
}
