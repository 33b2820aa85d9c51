import type { Metadata } from 'next';
import { ContactBlock } from '@/components/shop/ContactBlock';
import { pageMetadata } from '@/lib/seo';
import { business } from '@/lib/site';

export const metadata: Metadata = pageMetadata({
  title: 'Contact us',
  description: `Write to ${business.name}: questions about tools, orders or delivery. Our team in Dhaka answers within one working day.`,
  path: '/contact',
});

export default function ContactPage() {
  return (
    <>
      <h1 className="sr-only">Contact {business.name}</h1>
      <ContactBlock />
    </>
  );
}
