import { sendContactMessage } from '@/lib/actions/contact';
import { business, fullAddress } from '@/lib/site';
import { ContactForm } from './ContactForm';

/** The contact block of the home page and /contact, with the shop's contact lines beside it. */
export function ContactBlock() {
  return (
    <section className="bg-base-100" aria-labelledby="contact-heading" id="contact">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 lg:grid-cols-2">
        <div className="flex flex-col gap-4">
          <h2 id="contact-heading" className="text-3xl font-extrabold sm:text-4xl">
            Send Us Your Message!
          </h2>
          <p className="text-lg">
            Our team is always ready to help you. Ask about a tool, an order or a job site, and we will give you proper
            support from people who know tiles.
          </p>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
            <dt className="font-semibold">Phone</dt>
            <dd>
              <a className="link" href={business.phoneHref}>
                {business.phone}
              </a>
            </dd>
            <dt className="font-semibold">E-mail</dt>
            <dd>
              <a className="link" href={`mailto:${business.email}`}>
                {business.email}
              </a>
            </dd>
            <dt className="font-semibold">Showroom</dt>
            <dd>{fullAddress}</dd>
            <dt className="font-semibold">Open</dt>
            <dd>{business.openingHours}</dd>
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
