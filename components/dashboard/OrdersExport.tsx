import { SelectField, TextField } from '@/components/ui/FormField';
import { ORDER_STATUS, ORDER_STATUSES } from '@/lib/order-status';

/**
 * Download orders as CSV: a plain GET form to the export call, so the browser saves the file as it streams in and
 * no script is needed. Days are the shop's (Asia/Dhaka); empty dates mean no bound.
 */
export function OrdersExport() {
  return (
    <form method="get" action="/api/export/orders.csv" className="mb-8 flex flex-wrap items-end gap-4" aria-labelledby="orders-export-heading">
      <h2 id="orders-export-heading" className="w-full text-lg font-semibold">
        Download orders as CSV
      </h2>
      <TextField id="export-from" name="from" label="Placed from" type="date" />
      <TextField id="export-to" name="to" label="Placed to" type="date" />
      <SelectField id="export-status" name="status" label="Status" defaultValue="all">
        <option value="all">Every status</option>
        {ORDER_STATUSES.map((status) => (
          <option key={status} value={status}>
            {ORDER_STATUS[status].label}
          </option>
        ))}
      </SelectField>
      <button type="submit" className="btn btn-outline">
        Download CSV
      </button>
      <p className="w-full text-sm opacity-70">Every order placed in those days (Dhaka time), paid or not, oldest first.</p>
    </form>
  );
}
