import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AquascapingHighlights } from "~/components/home/aquascaping-highlights";
import { FeaturedFish } from "~/components/home/featured-fish";
import { LandingHero, MemberHero } from "~/components/home/home-hero";
import { FeatureCards, LandingCallToAction, SampleFish } from "~/components/home/landing";
import { Newsletter } from "~/components/home/newsletter";
import { ProductHighlights } from "~/components/home/product-highlights";
import { StatsStrip } from "~/components/home/stats-strip";
import { VideoHighlights } from "~/components/home/video-highlights";
import { ErrorScreen } from "~/components/layout/error-screen";
import { parseHomeFishFilter } from "~/domain/fish-filters";
import { countFish } from "~/models/fish.server";
import { listHomeGuides, listTopProducts } from "~/models/home-catalogue.server";
import { listFeaturedFish, listLandingFish } from "~/models/home-fish.server";
import { listHomeVideos } from "~/models/home-videos.server";
import { countProductReviewsByCategory } from "~/models/product.server";
import { countSiteFigures } from "~/models/site-figures.server";
import { isSubscribed } from "~/models/newsletter.server";
import { normalizeEmail } from "~/domain/newsletter";
import { HOME_PRODUCT_CATEGORY_IDS } from "~/domain/products";
import { getOptionalUser } from "~/web/current-user.server";
import { isNewMember } from "~/domain/member-welcome";
import { cacheControlFor, publicPageHeaders } from "~/services/http-cache.server";

export const meta: MetaFunction = () => [
  { title: "Shoal: the freshwater aquarium fish encyclopedia" },
  {
    name: "description",
    content:
      "A complete guide to freshwater aquarium fish care: fish profiles, tank compatibility, care guides and your personal collection.",
  },
];

/**
 * / is the member's home page or the visitors' landing page. Each loads only what it shows.
 * The featured fish button is ?fish=… (a home filter id), applied here, so it works without JavaScript.
 * The landing page is the same for every visitor and is shared for a minute; the home page is private.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getOptionalUser(request);
  const headers = { "Cache-Control": cacheControlFor(Boolean(user)) };
  if (!user) {
    return data({ signedIn: false as const, sampleFish: listLandingFish(), speciesCount: countFish() }, { headers });
  }
  const fishFilter = parseHomeFishFilter(new URL(request.url).searchParams.get("fish"));
  return data(
    {
      signedIn: true as const,
      newMember: isNewMember(user.createdAt),
      fishFilter,
      figures: countSiteFigures(),
      featuredFish: listFeaturedFish(fishFilter),
      products: listTopProducts(),
      productCategories: countProductReviewsByCategory().filter(({ id }) => HOME_PRODUCT_CATEGORY_IDS.includes(id)),
      guides: listHomeGuides(),
      videos: listHomeVideos(),
      // The member's own address fills the newsletter box, and the block says when it is on the list.
      newsletter: {
        defaultEmail: user.email,
        subscribedAs: user.email && isSubscribed(normalizeEmail(user.email)) ? normalizeEmail(user.email) : null,
      },
    },
    { headers },
  );
}

export const headers = publicPageHeaders;

export default function Index() {
  const page = useLoaderData<typeof loader>();
  if (!page.signedIn) {
    return (
      <main id="main">
        <LandingHero speciesCount={page.speciesCount} />
        <div className="mx-auto max-w-7xl space-y-14 px-4 pt-12 sm:px-6 md:pt-16">
          <FeatureCards />
          <SampleFish fish={page.sampleFish} />
          <LandingCallToAction />
        </div>
      </main>
    );
  }
  return (
    <main id="main">
      <MemberHero newMember={page.newMember} />
      <StatsStrip figures={page.figures} />
      <div className="mx-auto max-w-7xl space-y-16 px-4 pt-12 sm:px-6 md:pt-16">
        <FeaturedFish fish={page.featuredFish} filter={page.fishFilter} />
        <ProductHighlights products={page.products} categories={page.productCategories} />
        <AquascapingHighlights guides={page.guides} />
        <VideoHighlights featured={page.videos.featured} others={page.videos.others} />
        <Newsletter defaultEmail={page.newsletter.defaultEmail} subscribedAs={page.newsletter.subscribedAs} />
      </div>
    </main>
  );
}

export function ErrorBoundary() {
  return <ErrorScreen />;
}
