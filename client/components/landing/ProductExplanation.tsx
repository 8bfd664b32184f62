import type { LandingContent } from "../../../shared/brand-config/types";
import { useT } from "../../state/i18n";

const BENEFITS = ["price", "support", "flexible"] as const;
const BENEFIT_ICONS: Record<(typeof BENEFITS)[number], string> = { price: "€", support: "☎", flexible: "↺" };

/** What the brand sells and why book here, in the brand's words plus three plain promises. */
export function ProductExplanation({ explanation }: { explanation: LandingContent["productExplanation"] }) {
  const t = useT();
  const { title, subtitle, description } = explanation;
  return (
    <section aria-labelledby="explanation-title" className="container-page py-10 md:py-14 grid gap-8 md:grid-cols-[1.1fr_1fr] items-start">
      <div className="grid gap-3">
        {subtitle && <p className="text-brand-ink font-700 uppercase tracking-wide text-xs">{subtitle}</p>}
        <h2 id="explanation-title" className="text-2xl md:text-3xl font-800 text-ink">
          {title ?? t("landing.explanation.fallbackTitle")}
        </h2>
        {description && <p className="text-ink-soft text-base leading-relaxed">{description}</p>}
      </div>
      <ul className="list-none m-0 p-0 grid gap-4">
        {BENEFITS.map((key) => (
          <li key={key} className="flex gap-4 items-start">
            <span aria-hidden="true" className="shrink-0 grid place-items-center w-11 h-11 rounded-full bg-brand-soft text-brand-ink text-lg font-800">
              {BENEFIT_ICONS[key]}
            </span>
            <div>
              <h3 className="font-700 text-ink">{t(`landing.benefits.${key}.title`)}</h3>
              <p className="text-sm text-ink-soft">{t(`landing.benefits.${key}.text`)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
