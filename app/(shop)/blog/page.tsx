import type { Metadata } from 'next';
import { PageHeader } from '@/components/layout/PageHeader';
import { pageMetadata } from '@/lib/seo';

export const metadata: Metadata = pageMetadata({
  title: 'Blog: front-end questions answered',
  description:
    'Five questions about front-end development answered plainly: rendering on the server, state, accessibility, performance and testing, as we met them building this shop.',
  path: '/blog',
  type: 'article',
});

/** Five static question-and-answer items about front-end development. */
const questions = [
  {
    question: 'Why render pages on the server when React can render them in the browser?',
    answer: [
      'A page rendered on the server arrives as finished HTML: the visitor reads prices and descriptions before any JavaScript has run, and a search engine indexes the same text a person sees.',
      'With React Server Components the server does the data reading, and only the parts that react to clicks, such as this shop\'s carousel and contact form, ship JavaScript to the browser. Less code to download means a faster page on a mid-range phone over mobile data.',
    ],
  },
  {
    question: 'What is the difference between state and props?',
    answer: [
      'Props are the inputs a component receives from its parent; the component must treat them as read-only. State is memory a component keeps for itself between renders, such as which slide a carousel shows.',
      'A good habit is to keep state as low in the tree as it can live and to derive everything else from it: if a value can be computed from props or other state, compute it during render instead of storing a second copy that can drift.',
    ],
  },
  {
    question: 'How do you make a web page accessible?',
    answer: [
      'Start with the right HTML: real buttons, links, headings in order, labels tied to every input and landmarks such as header, nav, main and footer. Most accessibility comes free from elements used for what they are.',
      'Then check by hand: everything reachable and usable with the keyboard alone, a visible focus outline, enough colour contrast, text alternatives for images, and nothing that moves by itself without a way to pause it. Screen readers and automated checkers catch the rest.',
    ],
  },
  {
    question: 'What makes a website feel fast?',
    answer: [
      'Users judge speed by what they see: how soon the main content appears, whether the layout jumps while it loads, and how quickly a tap gets an answer. Core Web Vitals measure exactly these three.',
      'The biggest wins are usually sending less: less JavaScript, images sized for the screen that shows them, fonts served from your own domain, and data read in one round on the server instead of a chain of requests from the browser.',
    ],
  },
  {
    question: 'How should a front end be tested?',
    answer: [
      'Test what the user relies on, through the parts they use. Small pure functions, like formatting a price, get quick unit tests; journeys, like sending a message or buying a tool, get browser tests against a real server and database.',
      'Find elements the way a person would, by role and visible text, rather than by class names. Such tests survive a redesign and fail only when something a user depends on breaks.',
    ],
  },
];

export default function BlogPage() {
  return (
    <>
      <PageHeader
        title="Blog"
        intro="Questions we are often asked about front-end development, answered the way we would explain them to a new colleague."
      />
      <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-12">
        {questions.map(({ question, answer }, position) => (
          <article key={question} className="card bg-base-100 shadow-md" aria-labelledby={`question-${position + 1}`}>
            <div className="card-body gap-3">
              <h2 id={`question-${position + 1}`} className="card-title text-xl">
                {question}
              </h2>
              {answer.map((paragraph) => (
                <p key={paragraph.slice(0, 40)}>{paragraph}</p>
              ))}
            </div>
          </article>
        ))}
      </div>
    </>
  );
}
