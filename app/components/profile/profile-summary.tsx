import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { Avatar } from "~/components/layout/avatar";
import { Badge } from "~/components/ui/badge";
import { formatLongDay } from "~/domain/dates";
import { RANK_RULE } from "~/domain/profile-rules";

/** The profile's header: picture (or initial), name, e-mail, member since, badge, and the edit control. */
export function ProfileHeader({
  name,
  username,
  email,
  imageUrl,
  initial,
  createdAt,
  edit,
}: {
  name: string;
  username: string | null;
  email: string | null;
  imageUrl: string | null;
  initial: string;
  createdAt: string | null;
  edit: ReactNode;
}) {
  return (
    <section aria-labelledby="profile-name" className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <div className="flex flex-col gap-5 sm:flex-row sm:items-center">
        <Avatar src={imageUrl} initials={initial} size={96} className="text-3xl" />
        <div className="min-w-0 flex-1">
          <h1 id="profile-name" className="truncate text-2xl font-bold text-slate-900">
            {name}
          </h1>
          {username ? <p className="truncate font-medium text-slate-700">@{username}</p> : null}
          {email ? <p className="truncate text-slate-600">{email}</p> : null}
          <p className="mt-1 text-sm text-slate-600">
            Member since <time dateTime={createdAt ?? undefined}>{formatLongDay(createdAt) ?? "Recently"}</time>
          </p>
          <div className="mt-2">
            <Badge tone="brand">Aquarium Enthusiast</Badge>
          </div>
        </div>
        <div className="sm:self-start">{edit}</div>
      </div>
    </section>
  );
}

/** The three figures, each counted from the member's own records; the rank says how it is worked out. */
export function ProfileStats({
  fishCollection,
  reviewsWritten,
  rank,
  points,
}: {
  fishCollection: number;
  reviewsWritten: number;
  rank: string;
  points: number;
}) {
  const cards = [
    { label: "Fish Collection", value: String(fishCollection), href: "/my-fish", note: "fish saved" },
    { label: "Reviews Written", value: String(reviewsWritten), href: "/my-reviews", note: reviewsWritten === 1 ? "review" : "reviews" },
    { label: "Community Rank", value: rank, href: null, note: `${points} ${points === 1 ? "point" : "points"}` },
  ];
  return (
    <section aria-label="Your figures" className="mt-6">
      <ul className="grid gap-4 sm:grid-cols-3">
        {cards.map((card) => (
          <li key={card.label} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <p className="text-sm font-medium text-slate-600">{card.label}</p>
            <p className="mt-1 text-3xl font-bold text-slate-900">
              {card.href ? (
                <Link to={card.href} className="hover:underline">
                  {card.value}
                </Link>
              ) : (
                card.value
              )}
            </p>
            <p className="text-sm text-slate-600">{card.note}</p>
          </li>
        ))}
      </ul>
      <p className="mt-3 text-sm text-slate-600">
        <span className="font-medium text-slate-700">How the rank works:</span> {RANK_RULE}
      </p>
    </section>
  );
}

/** Quick Actions: to the fish database, and to the products to write a review. */
export function QuickActions() {
  return (
    <section aria-labelledby="quick-actions" className="mt-6 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id="quick-actions" className="text-lg font-semibold text-slate-900">
        Quick Actions
      </h2>
      <div className="mt-4 grid gap-3 sm:grid-cols-2">
        <Link to="/fish" className="rounded-lg border border-slate-200 p-4 hover:bg-slate-50">
          <span className="block font-medium text-slate-900">Browse Fish Database</span>
          <span className="block text-sm text-slate-600">Find species and save them to your collection.</span>
        </Link>
        <Link to="/products" className="rounded-lg border border-slate-200 p-4 hover:bg-slate-50">
          <span className="block font-medium text-slate-900">Write a Review</span>
          <span className="block text-sm text-slate-600">Tell other hobbyists about the equipment you use.</span>
        </Link>
      </div>
    </section>
  );
}
