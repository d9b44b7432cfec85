import { getFormProps, parse, useForm, type SubmissionResult } from "@conform-to/react";
import { useFetcher } from "@remix-run/react";
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { useHydrated } from "~/components/use-hydrated";
import { COMMENT_MAX_LENGTH, canPostComment, commentCounterLabel, commentProblem } from "~/domain/comment-rules";
import type { CommentFormData } from "./discussion-card";
import { cx } from "class-variance-authority";

function textOf(result: SubmissionResult<string[]> | undefined): string {
  const value = result?.initialValue?.content;
  return typeof value === "string" ? value : "";
}

export function CommentForm({ fishId, serverResult }: { fishId: number; serverResult?: SubmissionResult<string[]> }) {
  const fetcher = useFetcher<CommentFormData>({ key: `comment-${fishId}` });
  const fetcherResult = fetcher.data && fetcher.data.intent === "comment" ? fetcher.data.result : undefined;
  const lastResult = fetcherResult ?? serverResult;
  const [form, fields] = useForm({
    id: `comment-form-${fishId}`,
    lastResult,
    // No maxLength: text pasted over the limit stays in the box (the counter and the message say so).
    constraint: { content: { required: true } },
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    // The same rules as the server's schema, without shipping a schema library to the browser.
    onValidate: ({ formData }) =>
      parse(formData, {
        resolve: (payload) => {
          const content = typeof payload.content === "string" ? payload.content : "";
          const problem = commentProblem(content);
          return problem ? { error: { content: [problem] } } : { value: { content: content.trim() } };
        },
      }),
  });
  // The box is controlled so the counter follows it; it starts with what the server kept after a refusal.
  const [text, setText] = useState(() => textOf(lastResult));
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const wasPosting = useRef(false);
  const posting = fetcher.state !== "idle";

  const boxRef = useRef<HTMLTextAreaElement>(null);
  // The form's script arrives after the page's: what was typed into the box before it took over is kept. Read
  // as the hydrated form is committed, before the enhanced form first renders, so the box never shows less.
  useLayoutEffect(() => {
    const typedEarly = boxRef.current?.value;
    if (typedEarly) setText(typedEarly);
  }, []);

  // A post that was accepted redirects, which leaves the fetcher without data: then the box is cleared.
  useEffect(() => {
    if (posting) {
      wasPosting.current = true;
      return;
    }
    if (!wasPosting.current) return;
    wasPosting.current = false;
    if (fetcher.data === undefined) {
      formRef.current?.reset();
      setText("");
    }
  }, [posting, fetcher.data]);

  const error = fields.content.errors?.[0];
  const over = text.length > COMMENT_MAX_LENGTH;
  const counterId = `${fields.content.id}-counter`;

  return (
    <fetcher.Form method="post" action={`/fish/${fishId}`} preventScrollReset ref={formRef} {...getFormProps(form)}>
      <input type="hidden" name="intent" value="comment" />
      <label htmlFor={fields.content.id} className="sr-only">
        Your comment
      </label>
      <textarea
        ref={boxRef}
        id={fields.content.id}
        name={fields.content.name}
        rows={3}
        required
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="Share your experience with this fish..."
        aria-invalid={error || over ? true : undefined}
        aria-describedby={`${counterId} ${fields.content.errorId}`}
        className={cx(
          "w-full resize-y rounded-md border px-3 py-2 text-slate-900 placeholder:text-slate-500 focus:outline-none focus:ring-2",
          error || over ? "border-red-600 focus:ring-red-100" : "border-slate-300 focus:border-brand-600 focus:ring-brand-100",
        )}
      />
      <p id={fields.content.errorId} role="alert" className="mt-1 text-sm text-red-700 empty:hidden">
        {error}
      </p>
      <div className="mt-1 flex flex-wrap items-center justify-between gap-2">
        <p id={counterId} className={cx("text-sm", over ? "font-medium text-red-700" : "text-slate-500")}>
          {hydrated ? commentCounterLabel(text) : `Up to ${COMMENT_MAX_LENGTH} characters`}
        </p>
        <button
          type="submit"
          disabled={hydrated && !canPostComment(text, posting)}
          className="rounded-md bg-brand-700 px-4 py-2 text-sm font-medium text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-50"
        >
          {posting ? "Posting..." : "Post Comment"}
        </button>
      </div>
    </fetcher.Form>
  );
}
