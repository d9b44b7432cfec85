/** The naming rules: who a member is, as shown in the header, profile and discussions. */
export type NamedUser = {
  username?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
};

const clean = (value: string | null | undefined) => (value ?? "").trim();

/** Username; else first and last name; else the part of the e-mail before @; else 'User'. */
export function displayName(user: NamedUser): string {
  if (clean(user.username)) return clean(user.username);
  const fullName = `${clean(user.firstName)} ${clean(user.lastName)}`.trim();
  if (fullName) return fullName;
  const local = clean(user.email).split("@")[0];
  if (local) return local;
  return "User";
}

/** The profile page's name: first and last name; else the part of the e-mail before @; else 'User'. */
export function profileName(user: NamedUser): string {
  return displayName({ ...user, username: null });
}

/** Avatar initial: first letter of the username; else initials of first and last name; else 'U'. */
export function avatarInitials(user: NamedUser): string {
  const username = clean(user.username);
  if (username) return username[0].toUpperCase();
  const initials = `${clean(user.firstName).charAt(0)}${clean(user.lastName).charAt(0)}`.toUpperCase();
  return initials || "U";
}

/** First name for the greeting, falling back to the display name. */
export function greetingName(user: NamedUser): string {
  return clean(user.firstName) || displayName(user);
}

/** Discussion display name: username; else first plus last name; else first name; else 'Anonymous User'. */
export function discussionName(user: NamedUser): string {
  if (clean(user.username)) return clean(user.username);
  const first = clean(user.firstName);
  const last = clean(user.lastName);
  if (first && last) return `${first} ${last}`;
  if (first) return first;
  return "Anonymous User";
}

/**
 * Discussion initials: first two letters of the username; else first letters of first and last name;
 * else first two letters of the first name; else 'AU'.
 */
export function discussionInitials(user: NamedUser): string {
  const username = clean(user.username);
  if (username) return username.slice(0, 2).toUpperCase();
  const first = clean(user.firstName);
  const last = clean(user.lastName);
  if (first && last) return `${first[0]}${last[0]}`.toUpperCase();
  if (first) return first.slice(0, 2).toUpperCase();
  return "AU";
}
