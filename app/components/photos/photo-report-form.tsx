import { ReportForm } from "~/components/gallery/report-form";

/** The Report button of another member's photo: a member part (with the report reasons), never a visitor's. */
export function PhotoReportForm({ photoId, pagePath }: { photoId: number; pagePath: string }) {
  return <ReportForm intent="report-photo" label="Report this photo" action={pagePath} fields={{ photoId }} />;
}
