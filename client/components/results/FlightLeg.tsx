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
  const days = nightsBetween(leg.departure.dateTime.slice(0, 10), leg.arrival.dateTime.slice(0, 10));
  const { carriers, byTrain } = leg;

  return (
    <div className=":uno-leg: grid gap-1.5 [&_p]:m-0" data-leg={leg.direction}>
      <p className=":uno-leg-title: text-[13px] text-ink-soft">
        <span className=":uno-leg-name: font-700 text-ink">{title}</span>
        {` · ${formatDate(leg.departure.dateTime.slice(0, 10), language)} · ${carriers.join(", ")}`}
      </p>
      <div className=":uno-leg-line: grid grid-cols-[auto_1fr_auto] items-center gap-3">
        <p className=":uno-leg-end: grid leading-tight">
          <strong className=":uno-leg-time: text-lg font-800 tabular-nums">{formatLocalTime(leg.departure.dateTime, language)}</strong>
          <span className=":uno-leg-airport: text-[13px] text-ink-soft">{leg.departure.airportCode}</span>
        </p>
        <div className=":uno-leg-middle: grid gap-0.5 text-center text-[13px]">
          <span className="text-ink-soft">{formatDuration(leg.durationMinutes)}</span>
          <span aria-hidden="true" className=":uno-leg-track: relative h-[2px] bg-line">
            {leg.connections.map((connection, index) => (
              <span key={connection.airportCode + index} className="absolute top-[-3px] w-2 h-2 rounded-full bg-ink-soft" style={{ left: `${((index + 1) / (leg.connections.length + 1)) * 100}%` }} />
            ))}
          </span>
          <span className={leg.stops === 0 ? ":uno-leg-direct: text-[#3d7a00] font-600" : "text-ink"}>
            {leg.stops === 0 ? t("flights.card.direct") : `${plural(t, language, "flights.card.stops", leg.stops)} ${t("flights.card.via", { airports: leg.connections.map((c) => c.airportCode).join(", ") })}`}
          </span>
        </div>
        <p className=":uno-leg-end-right: grid leading-tight text-right">
          <strong className=":uno-leg-time: text-lg font-800 tabular-nums">
            {formatLocalTime(leg.arrival.dateTime, language)}
            {days > 0 && <sup className="text-[11px] font-700 text-[#b00020] ml-0.5">{t("flights.card.nextDay", { days })}</sup>}
          </strong>
          <span className=":uno-leg-airport: text-[13px] text-ink-soft">{leg.arrival.airportCode}</span>
        </p>
      </div>
      {leg.connections.length > 0 && (
        <ul className="list-none m-0 p-0 text-[13px] text-ink-soft">
          {leg.connections.map((connection, index) => (
            <li key={connection.airportCode + index}>{t("flights.card.connection", { duration: formatDuration(connection.durationMinutes), airport: connection.airportCode })}</li>
          ))}
        </ul>
      )}
      {byTrain && <p className="text-[13px] text-ink-soft">🚆 {t("flights.card.train")}</p>}
    </div>
  );
}
