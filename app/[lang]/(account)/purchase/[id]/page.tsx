import { unlistedTitleFrom } from '@/lib/http/page-titles';
import { notFound } from 'next/navigation';
import Link from '@/components/i18n/Link';
import { PurchaseForm } from '@/components/purchase/PurchaseForm';
import { isAdmin } from '@/lib/domain/access';
import { requireSignedIn } from '@/lib/auth/guards';
import { getTool } from '@/lib/data/tools';
import { getProfile } from '@/lib/data/users';
import { ToolPrice, ToolStockFacts } from '@/components/shop/ToolFacts';
import { ToolPicture } from '@/components/shop/ToolPicture';
import { startingQuantity } from '@/lib/validation/orders';
import { pageLanguage, pageTexts } from '@/lib/texts/page-texts';
import { toolText } from '@/lib/domain/tool-text';
import { BuyingWords } from '@/components/i18n/words/buying';

export const generateMetadata = unlistedTitleFrom((texts) => texts.purchaseTexts.pageTitle);

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * Purchase page of one tool: signed-in users only; the order form under the tool's details,
 * starting from the quantity chosen on the tool's page (`?quantity=N`, checked by startingQuantity). The tool's name
 * and description are in the page's language where an admin wrote them so, otherwise in English, marked as such.
 */
export default async function PurchasePage({ params, searchParams }: Props) {
  const { id } = await params;
  const { quantity } = await searchParams;
  const caller = await requireSignedIn(`/purchase/${encodeURIComponent(id)}`);
  // Customers' phone and address start from their profile; admins do not buy (docs/shop.md, People).
  const { email } = caller;
  const buyerEmail = isAdmin(caller) ? null : email;
  const [tool, profile] = await Promise.all([getTool(id), buyerEmail ? getProfile(caller, buyerEmail) : null]);
  if (!tool) notFound();
  const { purchaseTexts } = await pageTexts();
  const language = await pageLanguage();
  const words = toolText(tool, language);
  // Marked only where it differs from the page's: an English name on a Bangla page.
  const langOf = (wordsLanguage: typeof language) => (wordsLanguage === language ? undefined : wordsLanguage);
  return (
    <BuyingWords>
      <section className="mx-auto max-w-5xl px-4 py-10" aria-labelledby="purchase-heading">
        <div className="grid gap-8 md:grid-cols-2">
          <figure className="rounded-box bg-base-200">
            <ToolPicture tool={tool} shown="purchase" />
          </figure>
          <div>
            <h1 id="purchase-heading" className="text-3xl font-bold" lang={langOf(words.nameLang)}>
              {words.name}
            </h1>
            <p className="mt-4" lang={langOf(words.descLang)}>
              {words.desc}
            </p>
            <ToolPrice price={tool.price} className="mt-4 text-2xl" />
            <ToolStockFacts tool={tool} className="mt-4 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1" />
          </div>
        </div>
        {profile ? (
          <PurchaseForm
            tool={{ id: tool.id, name: tool.name, price: tool.price, minimum: tool.minimum, stock: tool.stock }}
            quantity={startingQuantity(quantity, tool)}
            buyer={{
              name: profile.name ?? profile.email,
              email: profile.email,
              phone: profile.number ?? '',
              address: profile.address ?? '',
            }}
          />
        ) : (
          <div role="note" className="alert alert-info mt-10 max-w-xl" data-testid="admin-cannot-buy">
            <p>
              {purchaseTexts.adminsCannotBuy}{' '}
              <Link className="link" href="/dashboard/confirmorder">
                {purchaseTexts.placedOrders}
              </Link>
              .
            </p>
          </div>
        )}
      </section>
    </BuyingWords>
  );
}
