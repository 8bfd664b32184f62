import { useAtomValue } from "jotai";
import type { FlightCardLeg } from "../../../shared/search/flight-card";
import { formatDate, nightsBetween } from "../../../shared/dates";
import { languageAtom } from "../../state/brand";
import { useT } from "../../state/i18n";
import { formatDuration, formatLocalTime, plural } from "./format";

/**
 * One leg of a flight, as a timeline: departure time and airport, the journey's length and stops,
 * arrival time and airport (with "+1 day" when it lands on a later date); then the connections with
 * their waits, and the carriers that fly it.
 */
export function FlightLeg({ leg, title }: { leg: FlightCardLeg; title: string }) {
  const t = useT();
  const language = useAtomValue(languageAtom);
  const days = nightsBetween(leg.departs.slice(0, 10), leg.arrives.slice(0, 10));
  const { carriers, byTrain } = leg;

  // Forty legs on a page: the line's parts are styled from the line (its paragraphs, times and
  // airports, the track as <i>, "direct" as <b>), so only the line and the leg carry a class.
  return (
    <div className=":uno-leg: grid gap-1.5 [&_p]:m-0 [&>p]:text-[13px] [&>p]:text-ink-soft [&>p>b]:font-700 [&>p>b]:text-ink">
      <p>
        <b>{title}</b>
        {` · ${formatDate(leg.departs.slice(0, 10), language)} · ${carriers.join(", ")}`}
      </p>
      <div className=":uno-leg-line: grid grid-cols-[auto_1fr_auto] items-center gap-3 [&>p]:grid [&>p]:leading-tight [&>p:last-child]:text-right [&_strong]:text-lg [&_strong]:font-800 [&_strong]:tabular-nums [&>p>span]:text-[13px] [&>p>span]:text-ink-soft [&>div]:grid [&>div]:gap-0.5 [&>div]:text-center [&>div]:text-[13px] [&>div>span:first-child]:text-ink-soft [&>div>i]:relative [&>div>i]:h-[2px] [&>div>i]:bg-line [&>div>i>i]:absolute [&>div>i>i]:top-[-3px] [&>div>i>i]:w-2 [&>div>i>i]:h-2 [&>div>i>i]:rounded-full [&>div>i>i]:bg-ink-soft [&>div>b]:text-[#3d7a00] [&>div>b]:font-600">
        <p>
          <strong>{formatLocalTime(leg.departs, language)}</strong>
          <span>{leg.from}</span>
        </p>
        <div>
          <span>{formatDuration(leg.durationMinutes)}</span>
          {/* The track and its stops are drawn, not read: the words beside them say it. */}
          <i>
            {leg.connections.map((connection, index) => (
              <i key={connection.airportCode + index} style={{ left: `${Math.round(((index + 1) / (leg.connections.length + 1)) * 100)}%` }} />
            ))}
          </i>
          {leg.stops === 0 ? (
            <b>{t("flights.card.direct")}</b>
          ) : (
            <span className="text-ink">{`${plural(t, language, "flights.card.stops", leg.stops)} ${t("flights.card.via", { airports: leg.connections.map((c) => c.airportCode).join(", ") })}`}</span>
          )}
        </div>
        <p>
          <strong>
            {formatLocalTime(leg.arrives, language)}
            {days > 0 && <sup className=":uno-leg-next-day: text-[11px] font-700 text-[#b00020] ml-0.5">{t("flights.card.nextDay", { days })}</sup>}
          </strong>
          <span>{leg.to}</span>
        </p>
      </div>
      {leg.connections.length > 0 && (
        <ul className=":uno-leg-waits: list-none m-0 p-0 text-[13px] text-ink-soft">
          {leg.connections.map((connection, index) => (
            <li key={connection.airportCode + index}>{t("flights.card.connection", { duration: formatDuration(connection.durationMinutes), airport: connection.airportCode })}</li>
          ))}
        </ul>
      )}
      {byTrain && <p>{`🚆 ${t("flights.card.train")}`}</p>}
    </div>
  );
}
