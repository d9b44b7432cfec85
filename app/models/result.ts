/**
 * What every model mutation answers: success with its data, or a failure a route can answer as is. `status` is
 * the HTTP status the failure deserves; `code` names the failure for routes that show a specific message
 * (routes map codes to the words members see and never match on `message`, which is for logs and the JSON API).
 */
export type Failure<Status extends number = number, Code extends string = string> = {
  ok: false;
  status: Status;
  message: string;
  code?: Code;
};

export type Success<Data extends object = object> = { ok: true } & Data;

export type Result<Data extends object, Status extends number = number, Code extends string = string> =
  Success<Data> | Failure<Status, Code>;

export function fail<Status extends number, Code extends string = never>(
  status: Status,
  message: string,
  code?: Code,
): Failure<Status, Code> {
  return code === undefined ? { ok: false, status, message } : { ok: false, status, message, code };
}
