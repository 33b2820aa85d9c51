import { unlistedTitleFrom } from '@/lib/http/page-titles';
import Link from '@/components/i18n/Link';
import { pageTexts } from '@/lib/texts/page-texts';

export const generateMetadata = unlistedTitleFrom((texts) => texts.notFoundTexts.title);

/** Every unknown path and unknown tool, answered with status 404 (middleware.ts sets it), in the address's language. */
export default async function NotFound() {
  const { notFoundTexts } = await pageTexts();
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-5 px-4 py-24 text-center">
      <h1 className="text-4xl font-extrabold text-primary sm:text-5xl">{notFoundTexts.heading}</h1>
      <p className="text-lg">{notFoundTexts.body}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link href="/" className="btn btn-primary">
          {notFoundTexts.backToShop}
        </Link>
        <Link href="/contact" className="btn btn-ghost">
          {notFoundTexts.askUs}
        </Link>
      </div>
    </div>
  );
}
