import { useShopName } from '@/features/site/api/get-config';

/** Sets the document title, e.g. "Blogs | Ironvolt Tools" (React 19 hoists <title> into <head>). */
export const PageTitle = ({ title }: { title: string }) => {
  const shopName = useShopName();
  return <title>{`${title} | ${shopName}`}</title>;
};
