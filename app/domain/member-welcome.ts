/**
 * A member who joined less than a day ago is new: the home page welcomes them ("Welcome to Shoal") instead of
 * welcoming them back, and points first at what a newcomer needs (the fish database and the tank checker).
 */
export const NEW_MEMBER_HOURS = 24;

export function isNewMember(joinedAt: string, now: Date = new Date()): boolean {
  const joined = Date.parse(joinedAt);
  if (Number.isNaN(joined)) return false;
  return now.getTime() - joined < NEW_MEMBER_HOURS * 60 * 60 * 1000;
}
