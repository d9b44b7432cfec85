import { useEffect, useState } from "react";
import { formatDateTimeUtc, formatLocalDateTime } from "~/domain/dates";

/**
 * A moment with its date and time. The server prints it in UTC with the zone named, which is what a reader
 * without JavaScript sees; once the page runs, the browser prints it again in the reader's own time zone. The
 * exact UTC moment stays in `dateTime` and in the tooltip.
 */
export function DateTime({ iso, className }: { iso: string; className?: string }) {
  const utc = formatDateTimeUtc(iso) ?? iso;
  const [shown, setShown] = useState(utc);
  useEffect(() => {
    setShown(formatLocalDateTime(iso) ?? utc);
  }, [iso, utc]);
  return (
    <time dateTime={iso} title={utc} className={className}>
      {shown}
    </time>
  );
}
