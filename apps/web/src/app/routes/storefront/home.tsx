import { pageMeta } from '@ironvolt/shared/pages';
import { homeCopy } from '@/content/home';
import { RecentProducts } from '@/features/catalog/components/recent-products';
import { AfterSales } from '@/features/home/components/after-sales';
import { CareerBanner } from '@/features/home/components/career-banner';
import { Hero } from '@/features/home/components/hero';
import { StatsBand } from '@/features/home/components/stats-band';
import { ReviewsSection } from '@/features/reviews/components/reviews-section';
import { PageMeta } from '@/features/site/components/page-meta';
import { useShopName } from '@/lib/config';

export const HomeRoute = () => {
  const shopName = useShopName();
  return (
    <>
      <PageMeta title={pageMeta.home.title} description={pageMeta.home.description} />
      <Hero eyebrow={homeCopy.heroEyebrow} lead={homeCopy.heroLead(shopName)} />
      <StatsBand title={homeCopy.statsTitle} />
      <RecentProducts
        title={homeCopy.recentTitle}
        lead={homeCopy.recentLead}
        linkLabel={homeCopy.browseAll}
      />
      <ReviewsSection lead={homeCopy.reviewsLead} />
      <CareerBanner title={homeCopy.careerTitle} lead={homeCopy.careerLead} />
      <AfterSales
        title={homeCopy.afterSalesTitle}
        lead={homeCopy.afterSalesLead}
        details={homeCopy.afterSalesDetails}
      />
    </>
  );
};
