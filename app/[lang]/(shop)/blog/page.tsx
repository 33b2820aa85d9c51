import { PageHeader } from '@/components/layout/PageHeader';
import { publicPageFrom } from '@/lib/http/page-titles';
import { pageTexts } from '@/lib/texts/page-texts';

export const generateMetadata = publicPageFrom('/blog', ({ blogTexts }) => blogTexts, 'article');

/** The five questions, in their order on the page; each language's words are its catalogue's `blogTexts.questions`. */
const QUESTIONS = ['server', 'state', 'accessibility', 'speed', 'testing'] as const;

/** Five static question-and-answer items about front-end development. */
export default async function BlogPage() {
  const { blogTexts } = await pageTexts();
  return (
    <>
      <PageHeader title={blogTexts.heading} intro={blogTexts.intro} />
      <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-12">
        {QUESTIONS.map((key, position) => {
          const { question, answer } = blogTexts.questions[key];
          return (
            <article key={key} className="drawn-when-near card bg-base-100 shadow-md" aria-labelledby={`question-${position + 1}`}>
              <div className="card-body gap-3">
                <h2 id={`question-${position + 1}`} className="card-title text-xl">
                  {question}
                </h2>
                {answer.map((paragraph) => (
                  <p key={paragraph.slice(0, 40)}>{paragraph}</p>
                ))}
              </div>
            </article>
          );
        })}
      </div>
    </>
  );
}
