import { pageMeta } from '@ironvolt/shared/pages';
import { Link } from 'react-router';
import { Icon } from '@/components/ui/icon';
import { about } from '@/content/about';
import { PageMeta } from '@/features/site/components/page-meta';

const isExternal = (href: string) => /^(https?:|mailto:)/.test(href);

export const AboutMeRoute = () => (
  <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
    <PageMeta title={pageMeta.aboutMe.title} description={pageMeta.aboutMe.description} />
    <section aria-labelledby="about-name" className="grid items-center gap-10 md:grid-cols-[20rem_1fr]">
      <img
        src={about.photo.src}
        alt={about.photo.alt}
        width={about.photo.width}
        height={about.photo.height}
        className="mx-auto w-full max-w-xs rounded-box shadow-lg"
      />
      <div>
        <p className="font-semibold text-primary text-sm uppercase tracking-wider">About me</p>
        <h1 id="about-name" className="mt-2 font-bold text-3xl tracking-tight sm:text-4xl">
          {about.name}
        </h1>
        <p className="mt-2 text-base-content/80 text-lg">{about.role}</p>
        <div className="mt-6 max-w-2xl space-y-4 leading-relaxed">
          {about.bio.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </div>
    </section>

    <div className="mt-16 grid gap-10 lg:grid-cols-3">
      <section aria-labelledby="about-skills">
        <h2 id="about-skills" className="font-bold text-2xl">
          Skills
        </h2>
        <ul className="mt-4 flex flex-wrap gap-2">
          {about.skills.map((skill) => (
            <li
              key={skill}
              className="rounded-full border border-base-300 bg-base-200 px-3 py-1 font-medium text-sm"
            >
              {skill}
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="about-projects">
        <h2 id="about-projects" className="font-bold text-2xl">
          Projects
        </h2>
        <ul className="mt-4 space-y-4">
          {about.projects.map((project) => (
            <li key={project.name} className="rounded-box border border-base-300 bg-base-100 p-4 shadow-sm">
              <h3 className="font-semibold">{project.name}</h3>
              <p className="mt-1 text-base-content/80 text-sm">{project.description}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="about-links">
        <h2 id="about-links" className="font-bold text-2xl">
          Links
        </h2>
        <ul className="mt-4 space-y-3">
          {about.links.map((link) => (
            <li key={link.href}>
              {isExternal(link.href) ? (
                <a href={link.href} className="link link-primary inline-flex items-center gap-2">
                  <Icon name={link.href.startsWith('mailto:') ? 'mail' : 'arrow-right'} className="size-4" />
                  {link.label}
                </a>
              ) : (
                <Link to={link.href} className="link link-primary inline-flex items-center gap-2">
                  <Icon name="book" className="size-4" />
                  {link.label}
                </Link>
              )}
            </li>
          ))}
        </ul>
      </section>
    </div>
  </div>
);
