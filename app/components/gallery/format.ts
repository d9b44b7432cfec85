// Fixed to UTC, so the server's HTML and the browser agree on the date.
const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });

export function formatGalleryDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : dateFormat.format(date);
}

export function viewsLabel(views: number): string {
  return `${views.toLocaleString("en-US")} ${views === 1 ? "view" : "views"}`;
}
