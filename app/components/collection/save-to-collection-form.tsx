import { useFetcher } from "@remix-run/react";
import { useEffect, useId, useState } from "react";
import { useHydrated } from "~/components/use-hydrated";
import { COLLECTION_TYPES, collectionTypeLabel, isCollectionType, type CollectionType } from "~/domain/collection-rules";
import { cx } from "class-variance-authority";
import { HeartIcon, saveButtonBase } from "./save-button-look";

/**
 * The member's Save-fish (and Save-plant) form. A member has one entry per fish or plant: the form says which
 * collection it is in ("In your collection: Owned") and the picker opens on it.
 * 'Save Fish' ('Save Plant') adds it to the chosen collection; 'Saved' (red) removes it; choosing another collection offers to move it there.
 * Without JavaScript the Move button is always there (the page cannot see the choice before it is posted); with
 * it, the button appears once another collection is chosen and names it. A plain form post (post/redirect/get
 * with a toast); with JavaScript the same form goes through a fetcher and says 'Adding...', 'Moving...' or
 * 'Removing...' while it waits.
 */
export function SaveToCollectionForm({
  path,
  noun,
  savedType,
  initialType,
}: {
  /** The page the form posts to and signing in returns to: `/fish/{id}` or `/plants/{id}`. */
  path: string;
  /** What the button saves: 'Save Fish', 'Save Plant'. */
  noun: "Fish" | "Plant";
  savedType: CollectionType | null;
  initialType: CollectionType;
}) {
  const fetcher = useFetcher({ key: `save-${path}` });
  const [type, setType] = useState<CollectionType>(initialType);
  const hydrated = useHydrated();
  const selectId = useId();
  const statusId = useId();
  // A move or a removal changes what the page loads: the picker follows the collection it is now in.
  useEffect(() => setType(initialType), [initialType, path]);

  const pending = fetcher.state !== "idle";
  const pendingIntent = pending ? fetcher.formData?.get("intent") : null;
  const saved = savedType !== null;
  const moving = pending && pendingIntent === "save" && saved;
  const offerMove = saved && (!hydrated || type !== savedType);
  const label = pending
    ? pendingIntent === "unsave"
      ? "Removing..."
      : moving
        ? "Moving..."
        : "Adding..."
    : saved
      ? "Saved"
      : `Save ${noun}`;

  return (
    <div className="space-y-2">
      {savedType ? (
        <p id={statusId} className="text-sm text-slate-700">
          In your collection: <strong className="font-semibold text-slate-900">{collectionTypeLabel(savedType)}</strong>
        </p>
      ) : null}
      <fetcher.Form method="post" action={path} preventScrollReset className="flex flex-wrap items-center gap-2">
        <label htmlFor={selectId} className="sr-only">
          Collection
        </label>
        <select
          id={selectId}
          name="collectionType"
          value={type}
          aria-describedby={savedType ? statusId : undefined}
          onChange={(event) => {
            if (isCollectionType(event.target.value)) setType(event.target.value);
          }}
          className="rounded-md border border-slate-300 bg-white py-2 pl-3 pr-8 text-sm text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-100"
        >
          {COLLECTION_TYPES.map((option) => (
            <option key={option} value={option}>
              {collectionTypeLabel(option)}
            </option>
          ))}
        </select>
        {offerMove ? (
          <button
            type="submit"
            name="intent"
            value="save"
            disabled={pending}
            className={cx(saveButtonBase, "min-w-0 bg-brand-700 text-white hover:bg-brand-800 focus-visible:ring-brand-600")}
          >
            {moving ? "Moving..." : hydrated ? `Move to ${collectionTypeLabel(type)}` : "Move"}
          </button>
        ) : null}
        <button
          type="submit"
          name="intent"
          value={saved ? "unsave" : "save"}
          disabled={pending}
          className={cx(
            saveButtonBase,
            saved
              ? "bg-red-600 text-white hover:bg-red-700 focus-visible:ring-red-600"
              : "bg-brand-700 text-white hover:bg-brand-800 focus-visible:ring-brand-600",
          )}
        >
          <HeartIcon filled={saved} />
          {moving ? "Saved" : label}
        </button>
      </fetcher.Form>
    </div>
  );
}
