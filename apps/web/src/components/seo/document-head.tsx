type DocumentHeadProps = {
  /** The whole title, e.g. "Blogs | Ironvolt Tools". */
  title: string;
  description: string;
  /** "noindex" on pages search engines should leave out (not found, a tool that is gone). */
  robots?: string;
};

/**
 * The page's title, description and robots rule. React puts them into `<head>`, in the server's HTML as in the
 * browser, and takes them away with the page, so each page has exactly one of each: one per page.
 */
export const DocumentHead = ({ title, description, robots }: DocumentHeadProps) => (
  <>
    <title>{title}</title>
    <meta name="description" content={description} />
    {robots ? <meta name="robots" content={robots} /> : null}
  </>
);
