/**
 * Home page: the banner, the static sections and the content sections (each left out, or a short
 * message, when its content failed).
 */
import type { HomeData } from '../../lib/loader-types';
import { Banner } from './banner';
import { BrowseCollectionsSection, LatestCollectionsSection } from './collection-sections';
import { CategorySection } from './category-section';
import { FunFactSection } from './fun-fact-section';
import { FeaturedArticlesSection, FeaturedEventsSection } from './featured-section';
import { SpotlightSection } from './spotlight-section';
import { CollaboratorsSection, PatronsSection } from './partner-sections';
import { CouncilSection } from './council-section';
import {
  BecomePresenterSection,
  DonateSection,
  HowToPresentSection,
  HowToUseSection,
  NewsletterSection,
} from './call-sections';

export function HomePage({ data }: { data: HomeData }) {
  return (
    <>
      <Banner />
      <LatestCollectionsSection data={data} />
      <CategorySection data={data} />
      <BrowseCollectionsSection data={data} />
      <FunFactSection data={data} />
      <FeaturedEventsSection data={data} />
      <FeaturedArticlesSection data={data} />
      <SpotlightSection data={data} />
      <NewsletterSection />
      <DonateSection />
      <PatronsSection data={data} />
      <CollaboratorsSection data={data} />
      <CouncilSection data={data} />
      <HowToUseSection />
      <HowToPresentSection />
      <BecomePresenterSection />
    </>
  );
}
