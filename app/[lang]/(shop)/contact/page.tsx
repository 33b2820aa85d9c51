import type { Metadata } from 'next';
import { ContactBlock } from '@/components/shop/ContactBlock';
import { pageMetadata } from '@/lib/http/seo';
import { pageLanguage, pageTexts } from '@/lib/texts/page-texts';

export async function generateMetadata(): Promise<Metadata> {
  const { contactTexts, businessTexts } = await pageTexts();
  return pageMetadata({
    title: contactTexts.pageTitle,
    description: contactTexts.pageDescription(businessTexts.name),
    path: '/contact',
    language: await pageLanguage(),
  });
}

export default async function ContactPage() {
  const { contactTexts, businessTexts } = await pageTexts();
  return (
    <>
      <h1 className="sr-only">{contactTexts.pageHeading(businessTexts.name)}</h1>
      <ContactBlock />
    </>
  );
}
