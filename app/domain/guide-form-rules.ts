import { AQUASCAPE_DIFFICULTIES } from "./aquascapes";
import { SAME_ORIGIN_IMAGE_MESSAGE } from "./product-form-rules";

/**
 * The admin aquascaping guide form: every field of a guide. Tools and plants are lists (one a
 * line); the picture is optional (uploaded, never linked), and without one the guide shows the generated scene
 * the admin picks.
 */

export const GUIDE_TEXT_MAX = 200;
export const GUIDE_DESCRIPTION_MAX = 4000;
export const GUIDE_LIST_MAX_ITEMS = 40;

/** The drawing a guide gets when nobody chose one. */
export const DEFAULT_GUIDE_SCENE = "nature" as const;

export const GUIDE_FORM_MESSAGES = {
  titleRequired: "Title is required",
  styleRequired: "Style is required",
  descriptionRequired: "Description is required",
  toolsRequired: "List at least one tool",
  plantsRequired: "List at least one plant",
  imageUrlInvalid: SAME_ORIGIN_IMAGE_MESSAGE,
  titleTaken: "A guide with this title already exists",
} as const;

export const GUIDE_FORM_TOASTS = {
  created: { title: "Success", description: "Aquascaping guide created successfully" },
  updated: { title: "Success", description: "Aquascaping guide updated successfully" },
  deleted: { title: "Success", description: "Aquascaping guide deleted successfully" },
  createFailed: { title: "Error", description: "Failed to create guide", variant: "destructive" as const },
  updateFailed: { title: "Error", description: "Failed to update guide", variant: "destructive" as const },
  deleteFailed: { title: "Error", description: "Failed to delete guide", variant: "destructive" as const },
};

export { AQUASCAPE_DIFFICULTIES };
