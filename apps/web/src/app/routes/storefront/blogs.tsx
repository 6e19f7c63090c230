import { pageMeta } from '@ironvolt/shared/pages';
import { type BlogBlock, blogPosts } from '@/content/blogs';
import { PageMeta } from '@/features/site/components/page-meta';

const Block = ({ block }: { block: BlogBlock }) => {
  switch (block.kind) {
    case 'text':
      return <p>{block.text}</p>;
    case 'list':
      return (
        <ul className="list-disc space-y-2 pl-6 marker:text-primary">
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      );
    case 'code':
      return (
        <figure>
          <figcaption className="mb-2 font-medium text-base-content/75 text-sm">{block.label}</figcaption>
          <pre className="whitespace-pre-wrap break-words rounded-box bg-neutral p-4 font-mono text-neutral-content text-sm leading-relaxed">
            <code>{block.code}</code>
          </pre>
        </figure>
      );
  }
};

export const BlogsRoute = () => (
  <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
    <PageMeta title={pageMeta.blogs.title} description={pageMeta.blogs.description} />
    <header className="max-w-3xl">
      <h1 className="font-bold text-3xl tracking-tight sm:text-4xl">Blogs</h1>
      <p className="mt-3 text-base-content/80 text-lg">
        Questions every React developer meets sooner or later, answered by the team that builds this shop.
      </p>
    </header>

    <div className="mt-10 grid gap-10 lg:grid-cols-[16rem_1fr]">
      <nav aria-label="Questions" className="lg:sticky lg:top-24 lg:self-start">
        <h2 className="font-semibold text-base-content/75 text-sm uppercase tracking-wider">On this page</h2>
        <ol className="mt-3 space-y-3 text-sm">
          {blogPosts.map((post) => (
            <li key={post.id}>
              <a href={`#${post.id}`} className="link link-hover text-primary">
                {post.question}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      <div className="max-w-3xl space-y-12">
        {blogPosts.map((post) => (
          <article
            key={post.id}
            id={post.id}
            aria-labelledby={`${post.id}-title`}
            className="rounded-box border border-base-300 bg-base-100 p-5 shadow-sm sm:p-8"
          >
            <h2 id={`${post.id}-title`} className="font-bold text-2xl leading-snug tracking-tight">
              {post.question}
            </h2>
            <p className="mt-3 border-accent border-l-4 pl-4 font-medium text-base-content/85">
              {post.summary}
            </p>
            {post.sections.map((section) => (
              <section key={section.heading} className="mt-8">
                <h3 className="font-semibold text-lg">{section.heading}</h3>
                <div className="mt-3 space-y-4 text-base-content/90 leading-relaxed">
                  {section.blocks.map((block, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: static content, never reordered
                    <Block key={index} block={block} />
                  ))}
                </div>
              </section>
            ))}
          </article>
        ))}
      </div>
    </div>
  </div>
);
