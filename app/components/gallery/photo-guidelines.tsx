import { Card } from "~/components/ui/card";
import { PHOTO_GUIDELINES } from "~/domain/gallery-rules";

export function PhotoGuidelines() {
  return (
    <Card as="section" className="p-6" aria-labelledby="photo-guidelines">
      <h2 id="photo-guidelines" className="text-lg font-semibold text-slate-900">
        Photo guidelines
      </h2>
      <ul className="mt-3 list-disc space-y-1.5 pl-5 text-sm text-slate-700">
        {PHOTO_GUIDELINES.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </Card>
  );
}
