import { titleFrom } from '@/lib/http/page-titles';
import { DashboardPage } from '@/components/dashboard/DashboardPage';
import { DeliverySettingsForm } from '@/components/dashboard/DeliverySettingsForm';
import { requireAdmin } from '@/lib/auth/guards';
import { readDeliverySettings } from '@/lib/data/delivery';
import { pageTexts } from '@/lib/texts/page-texts';
import { AdminWords } from '@/components/i18n/words/admin';
import { AdminUpkeepWords } from '@/components/i18n/words/admin-upkeep';

export const generateMetadata = titleFrom((texts) => texts.deliveryTexts.heading);

/** Admins only: the delivery charges inside and outside Dhaka, and the subtotal from which delivery is free. */
export default async function DeliveryPage() {
  await requireAdmin('/dashboard/delivery');
  const [settings, { deliveryTexts }] = await Promise.all([readDeliverySettings(), pageTexts()]);
  return (
    <DashboardPage id="delivery" title={deliveryTexts.heading} intro={deliveryTexts.intro} words={[AdminWords, AdminUpkeepWords]}>
      <p className="mb-4 max-w-2xl font-semibold" data-testid="delivery-now">
        {deliveryTexts.now(settings.insideDhaka, settings.outsideDhaka, settings.freeFrom)}
      </p>
      <DeliverySettingsForm settings={settings} />
    </DashboardPage>
  );
}
