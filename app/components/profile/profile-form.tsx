import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, Link, useNavigation } from "@remix-run/react";
import { useState } from "react";
import { Button, buttonClasses } from "~/components/ui/button";
import { Field, FormErrors } from "~/components/ui/field";
import { NAME_MAX } from "~/domain/profile-rules";
import { USERNAME_MAX } from "~/domain/username-rules";
import { AvatarUpload } from "./avatar-upload";

export type ProfileFormDefaults = {
  firstName: string | null;
  lastName: string | null;
  username: string | null;
  profileImageUrl: string | null;
};

const input =
  "mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 aria-[invalid=true]:border-red-600";

/**
 * The Edit Profile form: picture, optional image URL, first and last name, username, Cancel and
 * Update Profile. One multipart post: without JavaScript the picture's file goes with it; with JavaScript the
 * picture is uploaded on choosing it and its address fills the image URL field.
 */
export function ProfileForm({
  defaults,
  initials,
  lastResult,
}: {
  defaults: ProfileFormDefaults;
  initials: string;
  lastResult?: SubmissionResult<string[]> | null;
}) {
  const saving = useNavigation().state === "submitting";
  const [form, fields] = useForm({
    id: "profile-form",
    lastResult,
    defaultValue: {
      firstName: defaults.firstName ?? "",
      lastName: defaults.lastName ?? "",
      username: defaults.username ?? "",
      profileImageUrl: defaults.profileImageUrl ?? "",
    },
    shouldValidate: "onSubmit",
  });
  const typedImage = lastResult?.initialValue?.profileImageUrl;
  const [imageUrl, setImageUrl] = useState(typeof typedImage === "string" ? typedImage : (defaults.profileImageUrl ?? ""));
  const { defaultValue: _ignored, ...imageUrlProps } = getInputProps(fields.profileImageUrl, { type: "text" });

  return (
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="space-y-4">
      <FormErrors errors={form.errors} compact />
      <AvatarUpload imageUrl={imageUrl || null} initials={initials} onUploaded={setImageUrl} error={lastResult?.error?.avatar?.[0]} />
      <Field label="Image URL (optional)" id={fields.profileImageUrl.id} errors={fields.profileImageUrl.errors}>
        {(control) => (
          <input {...imageUrlProps} {...control} value={imageUrl} onChange={(event) => setImageUrl(event.target.value)} className={input} />
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="First name" id={fields.firstName.id} errors={fields.firstName.errors}>
          {(control) => (
            <input
              {...getInputProps(fields.firstName, { type: "text" })}
              {...control}
              maxLength={NAME_MAX}
              autoComplete="given-name"
              className={input}
            />
          )}
        </Field>
        <Field label="Last name" id={fields.lastName.id} errors={fields.lastName.errors}>
          {(control) => (
            <input
              {...getInputProps(fields.lastName, { type: "text" })}
              {...control}
              maxLength={NAME_MAX}
              autoComplete="family-name"
              className={input}
            />
          )}
        </Field>
      </div>
      <Field label="Username" hint="3 to 20 letters, numbers or underscores." id={fields.username.id} errors={fields.username.errors}>
        {(control) => (
          <input
            {...getInputProps(fields.username, { type: "text" })}
            {...control}
            maxLength={USERNAME_MAX}
            autoComplete="username"
            className={input}
          />
        )}
      </Field>
      <div className="flex justify-end gap-3 border-t border-slate-200 pt-4">
        <Link to="/profile" className={buttonClasses("ghost")}>
          Cancel
        </Link>
        <Button type="submit" disabled={saving}>
          {saving ? "Saving..." : "Update Profile"}
        </Button>
      </div>
    </Form>
  );
}
