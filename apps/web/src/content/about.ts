import { paths } from '@/config/paths';

/**
 * Everything the About page shows. Replace this sample content with the real person or team; the page
 * itself needs no change.
 */
export const about = {
  name: 'The Ironvolt web team',
  role: 'Designers and engineers of the Ironvolt storefront',
  photo: {
    // In public/, not imported, so this file stays plain data that the browser tests can read too.
    src: '/about-team.svg',
    alt: 'Illustrated portrait of the three members of the Ironvolt web team',
    width: 480,
    height: 480,
  },
  bio: [
    'We are a small team of designers and engineers who build the shop you are using right now. Our job is to make ordering tools in bulk as quick and dependable as the tools themselves.',
    'Ironvolt has made electric tools since 1992. We bring the same habits to the web: measure before changing anything, keep things simple to repair, and test every part before it ships.',
    'We care about pages that load fast on a building-site connection, work with a keyboard and a screen reader, and look right in both light and dark mode.',
  ],
  skills: [
    'TypeScript',
    'React 19',
    'React Router',
    'TanStack Query',
    'Tailwind CSS and daisyUI',
    'Accessibility (WCAG 2.1 AA)',
    'Node.js and Fastify',
    'PostgreSQL',
    'Playwright end-to-end testing',
  ],
  projects: [
    {
      name: 'Ironvolt storefront',
      description:
        'The catalogue, bulk ordering and card payments, served from one process with its own API.',
    },
    {
      name: 'Customer and admin dashboard',
      description: 'Orders, reviews and profiles for customers; products, orders and user roles for admins.',
    },
    {
      name: 'Product image pipeline',
      description: 'Uploads are checked, re-encoded and cached, so product photos stay small and safe.',
    },
  ],
  links: [
    { label: 'Email the team', href: 'mailto:webteam@example.com' },
    { label: 'Code on GitHub', href: 'https://github.com/example/ironvolt' },
    { label: 'Read our blog', href: paths.blogs.getHref() },
  ],
} as const;

export type AboutContent = typeof about;
