import { fish } from "../../db/schema";
import { getDb } from "~/services/db.server";
import { getSession } from "~/services/session.server";

type FishOverrides = Partial<typeof fish.$inferInsert>;

let counter = 0;

/** A species row for a test; the name is unique unless given. */
export function createFish(overrides: FishOverrides = {}) {
  counter += 1;
  return getDb()
    .insert(fish)
    .values({
      name: `Test Fish ${counter} ${Math.random().toString(36).slice(2, 7)}`,
      scientificName: `Testus piscis ${counter}`,
      imageUrl: "/images/fish-illustration.svg",
      difficulty: "Beginner",
      temperament: "Peaceful",
      fishType: "Schooling",
      minTankSizeGal: 10,
      maxSizeIn: 1.5,
      minTemperatureF: 70,
      maxTemperatureF: 79,
      minPh: 6,
      maxPh: 7,
      lifespan: "5-8 years",
      diet: "Omnivore",
      schoolingFish: true,
      compatibleWith: [],
      incompatibleWith: [],
      description: "A fish made for a test.",
      careRequirements: {},
      ...overrides,
    })
    .returning()
    .get();
}

/** The flash toast a redirect carries in its Set-Cookie, as the next page would read it. */
export async function toastOf(response: Response) {
  const setCookie = response.headers.get("Set-Cookie");
  if (!setCookie) return null;
  const session = await getSession(new Request("http://localhost/", { headers: { Cookie: setCookie.split(";")[0] } }));
  return session.get("toast") ?? null;
}
