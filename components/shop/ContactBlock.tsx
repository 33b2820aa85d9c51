import { sendContactMessage } from '@/lib/actions/contact';
import { business } from '@/lib/domain/site';
import { pageTexts } from '@/lib/texts/page-texts';
import { ContactForm } from './ContactForm';

/** The contact block of the home page and /contact, with the shop's contact lines beside it, in the page's language. */
export async function ContactBlock() {
  const { contactTexts, businessTexts } = await pageTexts();
  return (
    <section className="drawn-when-near bg-base-100" aria-labelledby="contact-heading" id="contact">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 lg:grid-cols-2">
        <div className="flex flex-col gap-4">
          <h2 id="contact-heading" className="text-3xl font-extrabold sm:text-4xl">
            {contactTexts.heading}
          </h2>
          <p className="text-lg">{contactTexts.intro}</p>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
            <dt className="font-semibold">{contactTexts.phone}</dt>
            <dd>
              <a className="link" href={business.phoneHref}>
                {business.phone}
              </a>
            </dd>
            <dt className="font-semibold">{contactTexts.email}</dt>
            <dd>
              <a className="link" href={`mailto:${business.email}`}>
                {business.email}
              </a>
            </dd>
            <dt className="font-semibold">{contactTexts.showroom}</dt>
            <dd>{businessTexts.address}</dd>
            <dt className="font-semibold">{contactTexts.open}</dt>
            <dd>{businessTexts.openingHours}</dd>
          </dl>
        </div>
        <div className="card bg-base-200 shadow-md">
          <div className="card-body">
            <ContactForm send={sendContactMessage} />
          </div>
        </div>
      </div>
    </section>
  );
}
