import type { Metadata } from 'next';
import { PageHeader } from '@/components/layout/PageHeader';
import { pageMetadata } from '@/lib/seo';

export const metadata: Metadata = pageMetadata({
  title: 'My Portfolio',
  description:
    'The portfolio of the web developer behind the Mrittika Ceramic Tools storefront: skills, selected projects and how to get in touch.',
  path: '/myportfolio',
});

const skills = [
  { area: 'Front end', items: ['TypeScript', 'React 19 and Server Components', 'Next.js App Router', 'Tailwind CSS and daisyUI', 'Accessible HTML'] },
  { area: 'Back end', items: ['Node.js', 'MongoDB and mongoose', 'REST APIs', 'Authentication with Auth.js', 'SMTP e-mail'] },
  { area: 'Craft', items: ['Playwright browser tests', 'Vitest', 'Web performance budgets', 'Structured data for search engines', 'Git'] },
];

const projects = [
  {
    name: 'Mrittika Ceramic Tools storefront',
    text: 'This shop: server-rendered catalogue, reviews, orders with stock that never oversells, an admin dashboard and a contact form that really sends.',
    stack: 'Next.js, MongoDB, Auth.js, Tailwind CSS',
  },
  {
    name: 'Bazaar price board',
    text: 'A mobile-first board where traders in a wholesale market post the morning prices of rice, lentils and onions; works on slow connections and old phones.',
    stack: 'React, Node.js, PostgreSQL',
  },
  {
    name: 'Clinic queue display',
    text: 'A waiting-room screen and SMS reminder service that tells patients when their turn is near, so they can wait outside instead of in a crowded hall.',
    stack: 'TypeScript, WebSockets, Redis',
  },
];

export default function PortfolioPage() {
  return (
    <>
      <PageHeader
        title="My Portfolio"
        intro="I am a full-stack web developer from Dhaka. I build fast, accessible web applications for businesses that sell real things to real people, this shop among them."
      />
      <div className="mx-auto flex max-w-7xl flex-col gap-14 px-4 py-12">
        <section aria-labelledby="skills-heading">
          <h2 id="skills-heading" className="mb-6 text-2xl font-extrabold sm:text-3xl">
            Skills
          </h2>
          <div className="grid gap-6 md:grid-cols-3">
            {skills.map(({ area, items }) => (
              <div key={area} className="card bg-base-200">
                <div className="card-body">
                  <h3 className="card-title">{area}</h3>
                  <ul className="flex flex-wrap gap-2">
                    {items.map((item) => (
                      <li key={item} className="badge badge-outline badge-lg">
                        {item}
                      </li>
                    ))}
                  </ul>
                </div>
              </div>
            ))}
          </div>
        </section>

        <section aria-labelledby="projects-heading">
          <h2 id="projects-heading" className="mb-6 text-2xl font-extrabold sm:text-3xl">
            Projects
          </h2>
          <ul className="grid gap-6 md:grid-cols-3">
            {projects.map((project) => (
              <li key={project.name} className="card bg-base-100 shadow-md">
                <div className="card-body">
                  <h3 className="card-title">{project.name}</h3>
                  <p>{project.text}</p>
                  <p className="text-sm opacity-70">{project.stack}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="portfolio-contact-heading" className="card bg-neutral text-neutral-content">
          <div className="card-body">
            <h2 id="portfolio-contact-heading" className="card-title text-2xl">
              Contact
            </h2>
            <p>Have a project in mind, or a question about how this shop is built? I answer every message.</p>
            <ul className="flex flex-col gap-1">
              <li>
                E-mail:{' '}
                <a className="link" href="mailto:developer@mrittika.test">
                  developer@mrittika.test
                </a>
              </li>
              <li>Based in Dhaka, Bangladesh; working with teams anywhere.</li>
            </ul>
          </div>
        </section>
      </div>
    </>
  );
}
