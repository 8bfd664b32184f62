import { Provider, createStore } from "jotai";
import { lazy, Suspense, useState, type ReactNode } from "react";
import { Await, Links, Meta, Outlet, Scripts, ScrollRestoration, useMatches, useRouteLoaderData } from "react-router";
import "virtual:uno.css";
import { pageBrandOf } from "../shared/brand-config/page-brand";
import { devExemptionsApply } from "../shared/environment";
import { brandThemeCss } from "../shared/theme-css";
import type { Route } from "./+types/root";
import { ThirdPartyHeadScripts } from "./components/consent/ThirdPartyScripts";
import { AppWithFlags } from "./components/layout/AppWithFlags";
import { RootStateHydrator } from "./components/layout/RootStateHydrator";
import { thirdPartyScriptsFor } from "./consent/third-party-scripts";
import { brandDescription } from "./i18n/page-title";
import { DEV_TOOLS_NAMESPACES, FRAME_NAMESPACES, textsFor } from "./i18n/dictionaries.server";
import { Telemetry } from "./observability/Telemetry";
import { textsHrefsOf } from "./state/i18n";
import { PageTranslatorProvider } from "./state/PageTranslatorProvider";
import { StableNavigateProvider } from "./state/stable-navigate";
import type { RootLoaderData } from "./state/root-loader-data";
import "./styles/base.css";

export async function loader({ context }: Route.LoaderArgs): Promise<RootLoaderData> {
  const { brand, flags, nonce, hostname } = context;
  // Loopback hosts of a local or test run only: others get neither the developer tools nor their texts.
  const devTools = devExemptionsApply(hostname, context.environment);
  return {
    brand: pageBrandOf(brand),
    // Every page's meta description; the landing content it is written from stays on the server.
    description: brandDescription(brand),
    hostname,
    // A member is signed in, with or without an id (SPEC §3's token and lifetime are enough).
    signedIn: context.signedIn,
    // Analytics' externalUserId: the member's id the edge verified, never the token.
    memberId: context.memberId,
    // The header's "signed in as" and its sign-in entry (worker/auth/sign-in-routes.ts).
    memberName: context.memberName,
    signInAvailable: context.signInAvailable,
    nonce,
    // Search engines get structured data that shoppers' browsers never read (components/seo);
    // named only for them, so every shopper's page carries not one byte more.
    ...(context.crawler ? { crawler: true as const } : {}),
    flags,
    // Computed here, not in the browser: the page needs the rules, not the code that writes them.
    themeCss: brandThemeCss(brand.theme),
    texts: textsFor(context, devTools ? [...FRAME_NAMESPACES, ...DEV_TOOLS_NAMESPACES] : FRAME_NAMESPACES),
    devTools,
    appVersion: context.appVersion,
    environment: context.environment,
    // Error reporting in the browser starts only when the worker has a DSN (public by design).
    sentryDsn: context.sentryDsn,
    // Real shoppers' vitals: the share of page loads that report them (client/web-vitals).
    webVitalsSampleRate: context.webVitalsSampleRate,
    consent: context.consent,
    thirdPartyScripts: thirdPartyScriptsFor(brand, context.thirdPartyScripts),
  };
}

/** Brand, flags and dictionary are per document: client navigations never refetch them. */
export function shouldRevalidate() {
  return false;
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [{ title: "" }];
  // Search results and previews show it; the landing has no other meta of its own.
  return [{ title: data.brand.brand.pageTitle }, { name: "description", content: data.description }];
}

const NO_SCRIPT_STREAM_CSS = '<style>[data-page=loading]{display:none!important}div[hidden][id^="S:"]{display:block!important}</style>';

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<RootLoaderData>("root");
  const brand = data?.brand;
  // The document's own texts only: a client navigation's new ones are fetched when first needed
  // (i18n/texts.ts), and a preload link added then would ask for them a second time, unused.
  const matches = useMatches();
  const [texts] = useState(() => textsHrefsOf(matches));
  return (
    <html lang={brand?.language ?? "en"}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {brand?.theme.primaryColor && <meta name="theme-color" content={brand.theme.primaryColor} />}
        <link rel="icon" href={brand?.theme.favicon ?? "/favicon.svg"} />
        {data && <style>{data.themeCss}</style>}
        {/* Late flags stream the page into a hidden node that an inline script swaps in; a browser
            without scripts never runs it, so it shows that node and hides the loading screen. */}
        <noscript dangerouslySetInnerHTML={{ __html: NO_SCRIPT_STREAM_CSS }} />
        <Meta />
        {/* The page's texts (i18n/texts.ts), fetched beside the scripts; entry.client waits for them. */}
        {texts.map((href) => (
          <link key={href} rel="preload" as="fetch" href={href} crossOrigin="anonymous" />
        ))}
        <Links nonce={data?.nonce} />
        {data && <ThirdPartyHeadScripts scripts={data.thirdPartyScripts} flags={data.flags} nonce={data.nonce} />}
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={data?.nonce} />
        <Scripts nonce={data?.nonce} />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  // One store per request on the server, one per page load in the browser: never module-level.
  const [store] = useState(() => createStore());
  return (
    <Provider store={store}>
      <RootStateHydrator data={loaderData}>
        <PageTranslatorProvider>
          <StableNavigateProvider>
            <Telemetry />
            {loaderData.flags instanceof Promise ? (
              // Flags still on their way: the loading screen streams first (SPEC §2 start sequence).
              <Suspense fallback={<LoadingScreen />}>
                <Await resolve={loaderData.flags}>
                  {(flags) => (
                    <AppWithFlags flags={flags}>
                      <Outlet />
                    </AppWithFlags>
                  )}
                </Await>
              </Suspense>
            ) : (
              // Flags known before the first byte: no boundary, so React sends the page in the shell.
              <AppWithFlags flags={loaderData.flags}>
                <Outlet />
              </AppWithFlags>
            )}
          </StableNavigateProvider>
        </PageTranslatorProvider>
      </RootStateHydrator>
    </Provider>
  );
}

// Shown only while the flags are late, as the server's first bytes: a browser never renders it (it
// hydrates the page that replaces it), so its code is fetched by nobody but the worker.
const LoadingScreen = lazy(() => import("./components/feedback/LoadingScreen").then((module) => ({ default: module.LoadingScreen })));

// Shown only when a page failed: its code is fetched then, not with every page.
const GenericExceptionPage = lazy(() => import("./components/feedback/GenericExceptionPage").then((module) => ({ default: module.GenericExceptionPage })));

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <GenericExceptionPage error={error} />;
}
