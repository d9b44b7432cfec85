import { startFakeVideoProvider } from "../support/fake-video-provider";

/**
 * The stand-in for YouTube's and Vimeo's thumbnail addresses that the server fetches when an admin saves a
 * video: browser tests never reach the internet. The app server is told its address in playwright.config.ts.
 */
export default async function globalSetup() {
  const provider = await startFakeVideoProvider({ port: Number(process.env.E2E_PROVIDER_PORT ?? 3199) });
  return () => provider.close();
}
