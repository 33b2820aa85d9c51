import { PageHeader } from '@/components/layout/PageHeader';
import { fillIn } from '@/components/ui/fill-in';
import { publicPageFrom } from '@/lib/http/page-titles';
import { pageTexts } from '@/lib/texts/page-texts';
import { HeadedSection } from '@/components/ui/HeadedSection';

export const generateMetadata = publicPageFrom('/myportfolio', ({ portfolioTexts }) => portfolioTexts);

/** The skill areas and projects, in their order on the page; their words are the catalogue's `portfolioTexts`. */
const SKILLS = ['frontEnd', 'backEnd', 'craft'] as const;
const PROJECTS = ['shop', 'bazaar', 'clinic'] as const;

const DEVELOPER_EMAIL = 'developer@mrittika.test';

export default async function PortfolioPage() {
  const { portfolioTexts } = await pageTexts();
  return (
    <>
      <PageHeader title={portfolioTexts.heading} intro={portfolioTexts.intro} />
      <div className="mx-auto flex max-w-7xl flex-col gap-14 px-4 py-12">
        <HeadedSection headingId="skills-heading" title={portfolioTexts.skillsHeading} headingClassName="mb-6 text-2xl font-extrabold sm:text-3xl">
          <div className="grid gap-6 md:grid-cols-3">
            {SKILLS.map((key) => {
              const { area, items } = portfolioTexts.skills[key];
              return (
                <div key={key} className="card bg-base-200">
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
              );
            })}
          </div>
        </HeadedSection>

        <HeadedSection headingId="projects-heading" title={portfolioTexts.projectsHeading} headingClassName="mb-6 text-2xl font-extrabold sm:text-3xl">
          <ul className="grid gap-6 md:grid-cols-3">
            {PROJECTS.map((key) => {
              const project = portfolioTexts.projects[key];
              return (
                <li key={key} className="card bg-base-100 shadow-md">
                  <div className="card-body">
                    <h3 className="card-title">{project.name}</h3>
                    <p>{project.text}</p>
                    <p className="text-sm opacity-70">{project.stack}</p>
                  </div>
                </li>
              );
            })}
          </ul>
        </HeadedSection>

        <section aria-labelledby="portfolio-contact-heading" className="card bg-neutral text-neutral-content">
          <div className="card-body">
            <h2 id="portfolio-contact-heading" className="card-title text-2xl">
              {portfolioTexts.contactHeading}
            </h2>
            <p>{portfolioTexts.contactIntro}</p>
            <ul className="flex flex-col gap-1">
              <li>
                {fillIn(portfolioTexts.email, {
                  email: (
                    <a className="link" href={`mailto:${DEVELOPER_EMAIL}`}>
                      {DEVELOPER_EMAIL}
                    </a>
                  ),
                })}
              </li>
              <li>{portfolioTexts.based}</li>
            </ul>
          </div>
        </section>
      </div>
    </>
  );
}
