import type { ReactNode } from "react";

/** The branded heading band every screen starts with. */
export function ScreenIntro({ title, subtitle, page, children }: { title: string; subtitle?: string; page: string; children?: ReactNode }) {
  return (
    <div data-page={page}>
      <section className="bg-brand text-brand-text">
        <div className="container-page py-6 md:py-8 grid gap-2">
          <h1 className="text-2xl md:text-3xl font-800">{title}</h1>
          {subtitle && <p className="text-base md:text-lg opacity-95 max-w-[60ch]">{subtitle}</p>}
        </div>
      </section>
      {children && <div className="container-page py-6">{children}</div>}
    </div>
  );
}
