import { z } from "zod";
import { cleanMemberText } from "~/domain/member-text";
import { isProfileImageUrl, NAME_MAX, PROFILE_MESSAGES } from "~/domain/profile-rules";
import { usernameSchema } from "./username";

const name = (required: string, tooLong: string) =>
  z.preprocess(
    (value) => (typeof value === "string" ? cleanMemberText(value).trim() : value),
    z.string({ error: required }).min(1, required).max(NAME_MAX, tooLong),
  );

/**
 * The profile form and PUT /api/users/profile: first and last name required, at most 50
 * characters; the username's rules; the picture an optional address (empty removes it).
 */
export const profileSchema = z.object({
  firstName: name(PROFILE_MESSAGES.firstNameRequired, PROFILE_MESSAGES.firstNameTooLong),
  lastName: name(PROFILE_MESSAGES.lastNameRequired, PROFILE_MESSAGES.lastNameTooLong),
  username: usernameSchema,
  profileImageUrl: z
    .string({ error: PROFILE_MESSAGES.invalidImageUrl })
    .trim()
    .max(2000, PROFILE_MESSAGES.invalidImageUrl)
    .nullish()
    .transform((value) => value || null)
    .refine((value) => value === null || isProfileImageUrl(value), PROFILE_MESSAGES.invalidImageUrl),
});

export type ProfileValues = z.output<typeof profileSchema>;

/** PUT /api/avatar-images: the upload address the member's browser just sent the picture to. */
export const avatarImageSchema = z.object({
  avatarImageURL: z.string({ error: "avatarImageURL is required" }).min(1, "avatarImageURL is required").max(2000),
});
