/**
 * A page action's form. A body that cannot be read as one (a multipart post with a broken boundary, say) is the
 * client's mistake: 400 with a plain message, never a server error.
 */
export async function readFormData(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw new Response("The form could not be read.", { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
}
