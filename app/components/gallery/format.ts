import { formatViews } from "~/domain/video-labels";

/** A gallery image's views read as a video's do ("1.2K views"); its counter is measured, so 0 is shown too. */
export function viewsLabel(views: number): string {
  return formatViews(views);
}
