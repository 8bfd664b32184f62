import { lazy, Suspense, type ComponentProps } from "react";

// Chips exist only once a filter is applied: most results pages never need their code.
const FlightFilterChipsLazy = lazy(() => import("./FlightFilterChips").then((module) => ({ default: module.FlightFilterChips })));
const AppliedFilterChipsLazy = lazy(() => import("./AppliedFilterChips").then((module) => ({ default: module.AppliedFilterChips })));

export function LazyFlightFilterChips(props: ComponentProps<typeof FlightFilterChipsLazy> & { applied: number }) {
  const { applied, ...rest } = props;
  if (applied === 0) return null;
  return (
    <Suspense fallback={null}>
      <FlightFilterChipsLazy {...rest} />
    </Suspense>
  );
}

export function LazyAppliedFilterChips(props: ComponentProps<typeof AppliedFilterChipsLazy> & { applied: number }) {
  const { applied, ...rest } = props;
  if (applied === 0) return null;
  return (
    <Suspense fallback={null}>
      <AppliedFilterChipsLazy {...rest} />
    </Suspense>
  );
}
