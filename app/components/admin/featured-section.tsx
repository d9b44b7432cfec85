import { Form, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { EmptyState } from "~/components/ui/empty-state";
import { Field } from "~/components/ui/field";
import { FEATURED_FILL_RULES, FEATURED_SECTIONS, placesLabel, type FeaturedKind } from "~/domain/featured";
import { adminInput } from "./product-form";

export type FeaturedSectionData = {
  kind: FeaturedKind;
  limit: number;
  featured: Array<{ id: number; label: string; featuredAt: string }>;
  choices: Array<{ id: number; label: string }>;
};

/**
 * One home page section: what an admin featured there (in the home page's order, each with Remove), a form to
 * feature another while places are left, and what fills the rest. Every button is a plain form post with the
 * intent, the kind and the id, so the page works without JavaScript.
 */
export function FeaturedSection({ section }: { section: FeaturedSectionData }) {
  const { kind, limit, featured, choices } = section;
  const words = FEATURED_SECTIONS[kind];
  const headingId = `featured-${kind}-heading`;
  const full = featured.length >= limit;
  return (
    <Card as="section" aria-labelledby={headingId} className="p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={headingId} className="text-lg font-semibold text-slate-900">
          {words.title}
        </h3>
        <Badge tone={full ? "warning" : "neutral"}>
          {featured.length} of {limit} chosen
        </Badge>
      </div>
      <p className="mt-1 text-sm text-slate-600">The home page shows {placesLabel(kind)}.</p>

      {featured.length === 0 ? (
        <EmptyState compact className="mt-4" description={`No ${words.plural} featured: the automatic choice fills every place.`} />
      ) : (
        <ol className="mt-4 divide-y divide-slate-100 rounded-md border border-slate-200">
          {featured.map((item, index) => (
            <li key={item.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-2">
              <span className="text-slate-900">
                {kind === "video" && index === 0 ? (
                  <Badge tone="brand" className="mr-2">
                    Featured video
                  </Badge>
                ) : null}
                {item.label}
              </span>
              <ItemForm kind={kind} id={item.id} intent="unfeature">
                <Button type="submit" variant="secondary" size="sm">
                  Remove<span className="sr-only"> {item.label}</span>
                </Button>
              </ItemForm>
            </li>
          ))}
        </ol>
      )}

      {full ? (
        <p className="mt-4 text-sm text-slate-700">Every place is chosen; remove one to feature another {words.noun}.</p>
      ) : choices.length === 0 ? (
        <p className="mt-4 text-sm text-slate-700">
          {featured.length === 0 ? `There are no ${words.plural} yet.` : `There is no other ${words.noun} to feature.`}
        </p>
      ) : (
        <AddForm kind={kind} choices={choices} />
      )}

      <p className="mt-4 text-sm text-slate-600">
        <span className="font-medium text-slate-800">{full ? "When a place is free" : "The places left"}:</span> {FEATURED_FILL_RULES[kind]}
      </p>
    </Card>
  );
}

function AddForm({ kind, choices }: { kind: FeaturedKind; choices: FeaturedSectionData["choices"] }) {
  const words = FEATURED_SECTIONS[kind];
  const busy = useBusy("feature", kind);
  return (
    <Form method="post" className="mt-4 flex flex-wrap items-end gap-3">
      <input type="hidden" name="intent" value="feature" />
      <input type="hidden" name="kind" value={kind} />
      <Field id={`featured-${kind}-choice`} label={`Add ${words.one}`} className="min-w-0 flex-1 basis-64">
        {(control) => (
          <select {...control} name="id" required defaultValue="" className={adminInput}>
            <option value="" disabled>
              Choose {words.one}…
            </option>
            {choices.map((choice) => (
              <option key={choice.id} value={choice.id}>
                {choice.label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Button type="submit" size="lg" disabled={busy}>
        {busy ? "Featuring..." : "Feature"}
      </Button>
    </Form>
  );
}

function ItemForm({ kind, id, intent, children }: { kind: FeaturedKind; id: number; intent: string; children: ReactNode }) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="id" value={id} />
      {children}
    </Form>
  );
}

/** Whether this section's form is on its way, so a second click does not post it twice. */
function useBusy(intent: string, kind: FeaturedKind): boolean {
  const navigation = useNavigation();
  return navigation.state === "submitting" && navigation.formData?.get("intent") === intent && navigation.formData?.get("kind") === kind;
}
