import { CLIENT_IP_HEADER } from "./server";

/**
 * Signs in over HTTP through the built-in development provider, the way a browser without JavaScript does:
 * /api/login -> the provider's form -> its POST -> back to /api/login with a code. Returns the Cookie header
 * of the signed-in session.
 */
export async function signInOverHttp(
  baseUrl: string,
  person: { email: string; firstName?: string; lastName?: string },
  clientIp = "198.51.100.1",
): Promise<string> {
  const jar = new Map<string, string>();
  const remember = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const eq = pair.indexOf("=");
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1);
      if (/max-age=0/i.test(line) || value === "") jar.delete(name);
      else jar.set(name, value);
    }
  };
  const cookie = () => [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
  const headers = () => ({ Cookie: cookie(), [CLIENT_IP_HEADER]: clientIp, Accept: "text/html" });

  const start = await fetch(`${baseUrl}/api/login`, { redirect: "manual", headers: headers() });
  remember(start);
  const authorize = start.headers.get("location");
  if (start.status !== 302 || !authorize) throw new Error(`Sign-in did not start: ${start.status}`);

  const form = new URLSearchParams(new URL(authorize).searchParams);
  form.set("email", person.email);
  form.set("firstName", person.firstName ?? "Proof");
  form.set("lastName", person.lastName ?? "Member");
  const approved = await fetch(new URL("/dev-idp/authorize", baseUrl), {
    method: "POST",
    redirect: "manual",
    headers: { ...headers(), "Content-Type": "application/x-www-form-urlencoded", Origin: baseUrl },
    body: form,
  });
  const callback = approved.headers.get("location");
  if (approved.status !== 302 || !callback) throw new Error(`The provider did not approve: ${approved.status}`);

  const done = await fetch(callback, { redirect: "manual", headers: headers() });
  remember(done);
  if (done.status !== 302 || !jar.has("__shoal_session")) {
    throw new Error(`Sign-in did not finish: ${done.status} ${await done.text()}`);
  }
  return `__shoal_session=${jar.get("__shoal_session")}`;
}
