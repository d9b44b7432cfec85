import { requestUpload, type UploadPurpose } from "~/models/upload.server";

/** An upload address issued to the member, as POST /api/objects/upload gives it; fails the test if refused. */
export async function issueUpload(userId: string, purpose: UploadPurpose, origin = "http://localhost:3000", now?: number) {
  const issued = await requestUpload(userId, purpose, origin, now);
  if (!issued.ok) throw new Error(`No upload address: ${issued.message}`);
  return issued;
}
