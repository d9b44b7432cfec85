/** The spec's words for a member who is not an admin (SPEC sections 2 and 8), on the page and in the API. */
export const ADMIN_DENIED_MESSAGE = "You don't have permission to access the admin panel.";
