import { formatDate, formatShortDay, shopDayStart } from '@/lib/domain/dates';
import { pageLanguage, pageTexts } from '@/lib/texts/page-texts';

export type ChartDay = { day: string; value: number };

const WIDTH = 720;
const HEIGHT = 240;
const PLOT = { left: 84, right: 8, top: 12, bottom: 30 };

/** A round number at or above `value`, for the top of the scale (1, 2, 5 x a power of ten). */
function scaleTop(value: number): number {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  return [1, 2, 5, 10].map((step) => step * power).find((top) => top >= value)!;
}

/**
 * A bar chart of one number per shop day, drawn on the server as SVG: no chart code reaches the browser. Screen
 * readers get the title, a description that sums it up, and the numbers as a table, in the page's language (`format`
 * writes the numbers in it too).
 */
export async function DailyChart({
  id,
  title,
  valueLabel,
  days,
  format,
  unit,
}: {
  id: string;
  title: string;
  /** The table's column heading for the numbers ("Orders", "Revenue (BDT)"). */
  valueLabel: string;
  days: ChartDay[];
  format: (value: number) => string;
  /** How the description counts ("orders"), in the page's language; empty when `format` already says it. */
  unit: string;
}) {
  const [{ adminOverviewTexts: texts }, language] = await Promise.all([pageTexts(), pageLanguage()]);
  const top = scaleTop(Math.max(...days.map((day) => day.value)));
  const plotWidth = WIDTH - PLOT.left - PLOT.right;
  const plotHeight = HEIGHT - PLOT.top - PLOT.bottom;
  const slot = plotWidth / days.length;
  const y = (value: number) => PLOT.top + plotHeight - (value / top) * plotHeight;
  const label = (day: string) => formatShortDay(shopDayStart(day), language);
  const total = days.reduce((sum, day) => sum + day.value, 0);
  const busiest = days.reduce((best, day) => (day.value > best.value ? day : best), days[0]!);
  const amount = (value: number) => `${format(value)}${unit ? ` ${unit}` : ''}`;
  const [first, last] = [label(days[0]!.day), label(days.at(-1)!.day)];
  const description =
    total === 0
      ? texts.chartEmpty(first, last)
      : `${texts.chartSummary(first, last, amount(total))} ${texts.chartBusiest(label(busiest.day), amount(busiest.value))}`;

  return (
    <figure className="card bg-base-100 p-4 shadow-sm" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} className="mb-2 font-semibold">
        {title}
      </h3>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-auto w-full"
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        data-testid={`${id}-chart`}
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{description}</desc>
        {[0, top / 2, top].map((tick) => (
          <g key={tick}>
            <line x1={PLOT.left} x2={WIDTH - PLOT.right} y1={y(tick)} y2={y(tick)} className="stroke-base-300" strokeWidth={1} />
            <text x={PLOT.left - 6} y={y(tick) + 4} textAnchor="end" fontSize={14} className="fill-base-content">
              {format(tick)}
            </text>
          </g>
        ))}
        {days.map((day, index) => {
          const height = (day.value / top) * plotHeight;
          const x = PLOT.left + index * slot;
          return (
            <g key={day.day}>
              <rect x={x + slot * 0.15} y={y(day.value)} width={slot * 0.7} height={height} rx={2} className="fill-primary">
                <title>{`${label(day.day)}: ${amount(day.value)}`}</title>
              </rect>
              {index % 5 === 0 || index === days.length - 1 ? (
                <text x={x + slot / 2} y={HEIGHT - 9} textAnchor="middle" fontSize={14} className="fill-base-content">
                  {label(day.day)}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <table className="sr-only" data-testid={`${id}-table`}>
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{texts.day}</th>
            <th scope="col">{valueLabel}</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.day} data-day={day.day}>
              <th scope="row">{formatDate(shopDayStart(day.day).toISOString(), language)}</th>
              <td>{format(day.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
