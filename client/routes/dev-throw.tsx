import { Suspense, useEffect, useState } from "react";
import { Await, data, Link } from "react-router";
import { devExemptionsApply } from "../../shared/environment";
import { ErrorPage } from "../components/feedback/ErrorPage";
import { pageTitle } from "../i18n/page-title";
import { useT } from "../state/i18n";
import type { Route } from "./+types/dev-throw";

/**
 * `/__dev/throw?where=…`: errors on purpose, to see the error boundary, tracking and error
 * reporting work end to end. Loopback hosts only (like the developer tools); any other host gets
 * the not-found page. `where=worker` is answered by the worker itself (worker/observability).
 */
const PLACES = {
  loader: "the route's loader throws on the server",
  render: "the page throws while rendering (server render, or on client navigation)",
  stream: "the page throws inside a Suspense boundary after the shell was sent",
  client: "the page throws in the browser only, once hydrated",
  worker: "the worker throws outside React Router (Hono's onError)",
} as const;
type Where = keyof typeof PLACES;

function isWhere(value: string | null): value is Where {
  return value !== null && value in PLACES;
}

export function loader({ context, request }: Route.LoaderArgs) {
  if (!devExemptionsApply(context.hostname, context.environment)) return data({ enabled: false as const }, { status: 404 });
  const requested = new URL(request.url).searchParams.get("where");
  const where = isWhere(requested) ? requested : null;
  if (where === "loader") throw new Error("Deliberate loader error (/__dev/throw?where=loader)");
  // Resolves after the shell is on its way, so the throw below lands in the streamed part.
  const late = where === "stream" ? new Promise<string>((resolve) => setTimeout(() => resolve("late"), 50)) : null;
  return { enabled: true as const, where, late };
}

export function meta({ matches, data }: Route.MetaArgs) {
  return data?.enabled ? [{ title: "Deliberate errors (development)" }] : pageTitle(matches, "notFound.title");
}

export default function DevThrow({ loaderData }: Route.ComponentProps) {
  if (!loaderData.enabled) return <NotFound />;
  const { where, late } = loaderData;
  if (where === "render") throw new Error("Deliberate render error (/__dev/throw?where=render)");
  if (where === "client") return <ThrowOnceHydrated />;
  if (late) {
    return (
      <Suspense fallback={<p className="container-page py-8">Waiting for the late part…</p>}>
        <Await resolve={late}>{() => <ThrowNow message="Deliberate streamed render error (/__dev/throw?where=stream)" />}</Await>
      </Suspense>
    );
  }
  return <Menu />;
}

/** What every other host sees: the same page as any unknown address. */
function NotFound() {
  const t = useT();
  return <ErrorPage page="not-found" title={t("notFound.title")} subtitle={t("notFound.subtitle")} cta={t("notFound.cta")} />;
}

function ThrowNow({ message }: { message: string }): never {
  throw new Error(message);
}

function ThrowOnceHydrated() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (hydrated) throw new Error("Deliberate client error (/__dev/throw?where=client)");
  return <p className="container-page py-8">This page throws once it runs in the browser…</p>;
}

function Menu() {
  return (
    <section className="container-page py-8 grid gap-3" data-page="dev-throw">
      <h1 className="text-2xl font-800 text-ink">Deliberate errors</h1>
      <ul className="grid gap-2">
        {(Object.keys(PLACES) as Where[]).map((where) => (
          <li key={where}>
            <Link to={`?where=${where}`} reloadDocument={where === "worker"}>
              where={where}
            </Link>{" "}
            — {PLACES[where]}
          </li>
        ))}
      </ul>
    </section>
  );
}
