import { memberPart } from "~/components/member-part";
import type { CollectionType } from "~/domain/collection-rules";
import { loginUrl } from "~/domain/safe-redirect";
import { cx } from "class-variance-authority";
import { HeartIcon, saveButtonBase } from "./save-button-look";

/** The member's form is a script of its own: a visitor's page never loads it (docs/decisions/064). */
const SaveToCollectionForm = memberPart(() => import("./save-to-collection-form").then((module) => module.SaveToCollectionForm));

/**
 * The Save-fish (and Save-plant) button of a fish or plant page. A visitor gets a link to sign in and come back;
 * a member gets the form that saves, moves and removes the entry (`SaveToCollectionForm`).
 */
export function SaveToCollection({
  path,
  noun,
  signedIn,
  savedType,
  initialType,
}: {
  /** The page the form posts to and signing in returns to: `/fish/{id}` or `/plants/{id}`. */
  path: string;
  /** What the button saves: 'Save Fish', 'Save Plant'. */
  noun: "Fish" | "Plant";
  signedIn: boolean;
  savedType: CollectionType | null;
  initialType: CollectionType;
}) {
  if (!signedIn) {
    return (
      <a href={loginUrl(path)} className={cx(saveButtonBase, "bg-brand-700 text-white hover:bg-brand-800 focus-visible:ring-brand-600")}>
        <HeartIcon filled={false} />
        Save {noun}
      </a>
    );
  }
  return <SaveToCollectionForm path={path} noun={noun} savedType={savedType} initialType={initialType} />;
}
