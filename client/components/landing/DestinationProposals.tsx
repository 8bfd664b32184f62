import { useAtomValue } from "jotai";
import { Link } from "react-router";
import type { BrandConfig, DestinationProposal } from "../../../shared/brand-config/types";
import type { ProductType } from "../../../shared/constants";
import { productOfDestinationList } from "../../../shared/product-rules";
import { searchPathOf } from "../../../shared/product-type";
import { brandAtom } from "../../state/brand";
import { useT } from "../../state/i18n";


/**
 * Suggested destinations per product, as cards that open that product's search. A dozen of them
 * on the landing: their parts carry one compiled class each (uno.config.ts).
 */
export function DestinationProposals({ proposals }: { proposals: BrandConfig["destinationProposals"] }) {
  const brand = useAtomValue(brandAtom);
  const t = useT();
  if (!brand) return null;
  const products = brand.brand.productTypesOrder;
  const lists = (["DP", "H", "F"] as const)
    .map((list) => ({ list, product: productOfDestinationList(list, products), items: proposals[list] }))
    .filter((entry): entry is { list: "DP" | "H" | "F"; product: ProductType; items: DestinationProposal[] } => entry.product !== null && entry.items.length > 0);

  return (
    <>
      {lists.map(({ list, product, items }) => (
        <section key={list} aria-labelledby={`destinations-${list}`} className="container-page py-8">
          <h2 id={`destinations-${list}`} className="text-xl md:text-2xl font-800 text-ink mb-4">
            {t(`landing.destinations.${list}`)}
          </h2>
          {/* A scroll-snap row: any number of places fits, and phones don't scroll past a tall stack. */}
          <ul className="list-none m-0 p-0 pb-3 -mx-4 px-4 md:mx-0 md:px-0 flex gap-4 overflow-x-auto snap-x snap-mandatory scroll-smooth scroll-px-4 md:scroll-px-0">
            {items.map((place) => (
              <li key={place.id} className=":uno-place: snap-start shrink-0 w-[78%] sm:w-[46%] lg:w-[calc((100%-3rem)/4)]">
                <Link
                  to={`${searchPathOf(product)}?destination=${encodeURIComponent(place.code)}`}
                  className=":uno-place-link: card group block overflow-hidden no-underline text-ink h-full"
                >
                  <div className=":uno-place-media: aspect-[16/10] bg-brand-soft overflow-hidden">
                    {place.imageUrl && (
                      <img src={place.imageUrl} alt="" loading="lazy" width={800} height={500} className=":uno-place-img: w-full h-full object-cover transition-transform duration-300 group-hover:scale-103" />
                    )}
                  </div>
                  <div className=":uno-place-text: p-4 grid gap-1 [&>h3]:font-800 [&>h3]:text-lg [&>p]:text-sm [&>p]:text-ink-soft [&>span]:text-sm [&>span]:font-700 [&>span]:text-brand-ink [&>span]:mt-1">
                    <h3>{place.title ?? place.name}</h3>
                    {place.subtitle && <p>{place.subtitle}</p>}
                    <span>{`${t("landing.destinations.explore", { name: place.name })} →`}</span>
                  </div>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
