import { ContactBlock } from '@/components/shop/ContactBlock';
import { publicPageFrom } from '@/lib/http/page-titles';
import { pageTexts } from '@/lib/texts/page-texts';

export const generateMetadata = publicPageFrom('/contact', ({ contactTexts, businessTexts }) => ({
  title: contactTexts.pageTitle,
  description: contactTexts.pageDescription(businessTexts.name),
}));

export default async function ContactPage() {
  const { contactTexts, businessTexts } = await pageTexts();
  return (
    <>
      <h1 className="sr-only">{contactTexts.pageHeading(businessTexts.name)}</h1>
      <ContactBlock />
    </>
  );
}
