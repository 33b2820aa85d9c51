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
      <div className="fieldset">
        <label className="fieldset-legend" htmlFor="export-from">
          Placed from
        </label>
        <input id="export-from" name="from" type="date" className="input" />
      </div>
      <div className="fieldset">
        <label className="fieldset-legend" htmlFor="export-to">
          Placed to
        </label>
        <input id="export-to" name="to" type="date" className="input" />
      </div>
      <div className="fieldset">
        <label className="fieldset-legend" htmlFor="export-status">
          Status
        </label>
        <select id="export-status" name="status" className="select" defaultValue="all">
          <option value="all">Every status</option>
          {ORDER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {ORDER_STATUS[status].label}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="btn btn-outline">
        Download CSV
      </button>
      <p className="w-full text-sm opacity-70">Every order placed in those days (Dhaka time), paid or not, oldest first.</p>
    </form>
  );
}
