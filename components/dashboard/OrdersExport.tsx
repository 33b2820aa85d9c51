import { SelectField, TextField } from '@/components/ui/FormField';
import { ORDER_STATUSES } from '@/lib/domain/order-status';
import { pageTexts } from '@/lib/texts/page-texts';

/**
 * Download orders as CSV: a plain GET form to the export call, so the browser saves the file as it streams in and
 * no script is needed. Days are the shop's (Asia/Dhaka); empty dates mean no bound. The form is in the page's
 * language; the file stays in English, data for spreadsheets.
 */
export async function OrdersExport() {
  const { adminOrderTexts: texts, statusLabels } = await pageTexts();
  return (
    <form method="get" action="/api/export/orders.csv" className="mb-8 flex flex-wrap items-end gap-4" aria-labelledby="orders-export-heading">
      <h2 id="orders-export-heading" className="w-full text-lg font-semibold">
        {texts.exportHeading}
      </h2>
      <TextField id="export-from" name="from" label={texts.exportFrom} type="date" />
      <TextField id="export-to" name="to" label={texts.exportTo} type="date" />
      <SelectField id="export-status" name="status" label={texts.exportStatus} defaultValue="all">
        <option value="all">{texts.exportEveryStatus}</option>
        {ORDER_STATUSES.map((status) => (
          <option key={status} value={status}>
            {statusLabels.order[status]}
          </option>
        ))}
      </SelectField>
      <button type="submit" className="btn btn-outline">
        {texts.exportSubmit}
      </button>
      <p className="w-full text-sm opacity-70">{texts.exportNote}</p>
    </form>
  );
}
