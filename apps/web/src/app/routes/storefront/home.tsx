import type { QueryClient } from '@tanstack/react-query';
import { homeCopy } from '@/content/home';
import { recentProductsQueryOptions } from '@/features/catalog/api/get-recent-products';
import { RecentProducts } from '@/features/catalog/components/recent-products';
import { Hero } from '@/features/home/components/hero';
import { StatsBand } from '@/features/home/components/stats-band';
import { useShopName } from '@/features/site/api/get-config';
import { PageTitle } from '@/features/site/components/page-title';

// Starts the request while the page's code is still loading; the page shows skeletons until it lands.
export const clientLoader = (queryClient: QueryClient) => () => {
  void queryClient.prefetchQuery(recentProductsQueryOptions());
  return null;
};

export const HomeRoute = () => {
  const shopName = useShopName();
  return (
    <>
      <PageTitle title="Home" />
      <Hero eyebrow={homeCopy.heroEyebrow} lead={homeCopy.heroLead(shopName)} />
      <StatsBand title={homeCopy.statsTitle} />
      <RecentProducts
        title={homeCopy.recentTitle}
        lead={homeCopy.recentLead}
        linkLabel={homeCopy.browseAll}
      />
    </>
  );
};
