import { useShopName } from '@/features/site/api/get-config';

/**
 * The page's title, e.g. "Blogs | Ironvolt Tools", and its meta description. React 19 hoists both into <head> and
 * removes them with the page, so each page renders exactly one (index.html has no description of its own).
 */
export const PageMeta = ({ title, description }: { title: string; description: string }) => {
  const shopName = useShopName();
  return (
    <>
      <title>{`${title} | ${shopName}`}</title>
      <meta name="description" content={description} />
    </>
  );
};
