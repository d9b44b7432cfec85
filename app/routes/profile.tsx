import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ErrorScreen } from "~/components/layout/error-screen";
import { ProfileForm } from "~/components/profile/profile-form";
import { ProfileHeader, ProfileStats, QuickActions } from "~/components/profile/profile-summary";
import { buttonClasses } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { avatarInitials, profileName } from "~/domain/display-name";
import { AVATAR_MAX_BYTES, PROFILE_TOASTS } from "~/domain/profile-rules";
import { memberReviewStats } from "~/models/member-review-figures.server";
import { profileStats, updateProfileWithPicture } from "~/models/profile.server";
import { requireMemberPage, requireUser } from "~/web/current-user.server";
import { readFormData } from "~/services/form.server";
import { MEMBER_CACHE_CONTROL } from "~/services/http-cache.server";
import { isMultipartRequest, readMultipartForm, RequestTooLarge, type FilePart } from "~/services/multipart.server";
import { formRateLimitRedirect } from "~/services/rate-limit.server";
import type { Toast } from "~/domain/toast";
import { redirectWithToast } from "~/services/session.server";
import { profileSchema } from "~/validation/profile";

const PROFILE_PATH = "/profile";

export const meta: MetaFunction = () => [{ title: "Profile | Shoal" }];

/**
 * Members only (a visitor gets the signed-out page that moves on to sign in): who they are, their three
 * figures counted from their own records, and the Edit Profile dialog.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireMemberPage(request);
  const stats = profileStats(user.id, memberReviewStats(user.id).totalReviews);
  return data(
    {
      profile: {
        name: profileName(user),
        email: user.email,
        imageUrl: user.profileImageUrl,
        initial: avatarInitials(user),
        createdAt: user.createdAt,
        firstName: user.firstName,
        lastName: user.lastName,
        username: user.username,
      },
      stats: { fishCollection: stats.fishCollection, reviewsWritten: stats.reviewsWritten, rank: stats.rank.name, points: stats.points },
    },
    { headers: { "Cache-Control": MEMBER_CACHE_CONTROL } },
  );
}

/**
 * Update Profile: one post with the names, username, optional picture address and, without JavaScript, the
 * picture's file (multipart, held to 5 MB while it streams). Problems come back beside their fields with what
 * was typed, in the dialog; a saved profile goes back to the page with 'Profile Updated'.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  // A visitor's post (a session that ended while the dialog was open) goes to sign in and back here.
  const user = await requireUser(request);
  const limited = await formRateLimitRedirect(request, "profile", user, context, PROFILE_PATH);
  if (limited) return limited;

  let form: FormData;
  let file: FilePart = { kind: "none" };
  if (isMultipartRequest(request)) {
    try {
      ({ form, file } = await readMultipartForm(request, { fileField: "avatar", maxFileBytes: AVATAR_MAX_BYTES }));
    } catch (error) {
      const toast = error instanceof RequestTooLarge ? PROFILE_TOASTS.fileTooLarge : PROFILE_TOASTS.updateFailed();
      return redirectWithToast(request, PROFILE_PATH, toast);
    }
  } else {
    form = await readFormData(request);
  }

  const submission = parseWithZod(form, { schema: profileSchema });
  if (submission.status !== "success") return refused(submission.reply(), PROFILE_TOASTS.updateFailed("Please correct the fields below."));
  if (file.kind === "too-large") {
    return refused(
      submission.reply({ fieldErrors: { avatar: [PROFILE_TOASTS.fileTooLarge.description] } }),
      PROFILE_TOASTS.fileTooLarge,
      413,
    );
  }

  const result = await updateProfileWithPicture(user, submission.value, file.kind === "file" ? file.bytes : null);
  if (result.ok) return redirectWithToast(request, PROFILE_PATH, PROFILE_TOASTS.updated, { headers: { "X-Remix-Replace": "true" } });
  switch (result.code) {
    case "username-taken":
      return refused(submission.reply({ fieldErrors: { username: [result.message] } }), PROFILE_TOASTS.updateFailed(result.message), 409);
    case "too-large":
    case "too-many-pixels":
      return refused(
        submission.reply({ fieldErrors: { avatar: [PROFILE_TOASTS.fileTooLarge.description] } }),
        PROFILE_TOASTS.fileTooLarge,
        413,
      );
    case "not-an-image":
      return refused(
        submission.reply({ fieldErrors: { avatar: [PROFILE_TOASTS.notAnImage.description] } }),
        PROFILE_TOASTS.notAnImage,
        415,
      );
    case "invalid-image-url":
      return refused(submission.reply({ fieldErrors: { profileImageUrl: [result.message] } }), PROFILE_TOASTS.updateFailed(result.message));
    default:
      return refused(submission.reply(), PROFILE_TOASTS.updateFailed(), result.status);
  }
}

function refused(lastResult: SubmissionResult<string[]>, toast: Toast, status = 400) {
  return data({ lastResult, toast }, { status, headers: { "Cache-Control": MEMBER_CACHE_CONTROL } });
}

export default function ProfilePage() {
  const { profile, stats } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const problem = answer && "toast" in answer ? answer.toast : null;

  const editDialog = (
    <Dialog title="Edit Profile" trigger="Edit Profile" triggerClassName={buttonClasses("secondary")} defaultOpen={Boolean(problem)}>
      {problem ? (
        <div role="alert" className="mb-4 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900">
          <strong className="font-semibold">{problem.title}:</strong> {problem.description}
        </div>
      ) : null}
      <ProfileForm
        defaults={{
          firstName: profile.firstName,
          lastName: profile.lastName,
          username: profile.username,
          profileImageUrl: profile.imageUrl,
        }}
        initials={profile.initial}
        lastResult={answer && "lastResult" in answer ? answer.lastResult : null}
      />
    </Dialog>
  );

  return (
    <main id="main" className="mx-auto max-w-4xl px-4 py-8 sm:px-6 sm:py-10">
      <ProfileHeader
        name={profile.name}
        username={profile.username}
        email={profile.email}
        imageUrl={profile.imageUrl}
        initial={profile.initial}
        createdAt={profile.createdAt}
        edit={editDialog}
      />
      <ProfileStats {...stats} />
      <QuickActions />
    </main>
  );
}

export function ErrorBoundary() {
  return <ErrorScreen />;
}
