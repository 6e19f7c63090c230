import { DocumentHead } from '@/components/seo/document-head';
import { useShopName } from '@/lib/config';

/** The page's title, e.g. "Blogs | Ironvolt Tools", its meta description and, where given, its robots rule. */
export const PageMeta = ({
  title,
  description,
  robots,
}: {
  title: string;
  description: string;
  robots?: string;
}) => {
  const shopName = useShopName();
  return <DocumentHead title={`${title} | ${shopName}`} description={description} robots={robots} />;
};
