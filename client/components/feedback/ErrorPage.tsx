import { Link } from "react-router";

interface ErrorPageProps {
  title?: string;
  subtitle?: string;
  /** Label of the button back to the landing page; no label, no button. */
  cta?: string;
  page: string;
}

/** Illustration, optional title and subtitle, optional button to / (SPEC §2). */
export function ErrorPage({ title, subtitle, cta, page }: ErrorPageProps) {
  return (
    <section className="container-page py-12 md:py-20 grid justify-items-center text-center gap-5" data-page={page}>
      <img src="/illustrations/error.svg" alt="" width={360} height={257} className="w-[min(360px,80vw)] h-auto" />
      {title && <h1 className="text-2xl md:text-3xl font-800 text-ink">{title}</h1>}
      {subtitle && <p className="text-ink-soft max-w-[48ch]">{subtitle}</p>}
      {cta && (
        <Link to="/" className="btn-primary btn-lg no-underline mt-2">
          {cta}
        </Link>
      )}
    </section>
  );
}
