import { loginUrl } from "~/domain/safe-redirect";

/** What a visitor sees where a member writes a comment: the box, disabled, and the way to sign in. */
export function VisitorCommentBox({ fishId }: { fishId: number }) {
  return (
    <div>
      <label htmlFor="comment-visitor" className="sr-only">
        Comment
      </label>
      <textarea
        id="comment-visitor"
        rows={3}
        disabled
        placeholder="Sign in to join the discussion"
        className="w-full resize-none rounded-md border border-slate-200 bg-slate-50 px-3 py-2 text-slate-500 placeholder:text-slate-500"
      />
      <div className="mt-2 flex justify-end">
        <a
          href={loginUrl(`/fish/${fishId}`)}
          className="rounded-md bg-brand-700 px-4 py-2 text-sm font-medium text-white hover:bg-brand-800"
        >
          Sign In to Comment
        </a>
      </div>
    </div>
  );
}
