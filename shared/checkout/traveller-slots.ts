import type { CartConfig, CartLine, Traveller } from "../api/cart";

/** One traveller form of the checkout: adults first, then each child with the age searched for. */
export interface TravellerSlot {
  key: string;
  type: "ADULT" | "CHILD";
  /** 1-based within its type, for "Adult 2", "Child 1". */
  number: number;
  /** A child's age as searched. */
  age?: number;
  /** The traveller already in the cart for this place, whose form it prefills and corrects. */
  saved?: Traveller;
}

/** The party of the cart's config as forms, matched in order with the travellers saved so far. */
export function travellerSlots(config: Pick<CartConfig, "adults" | "childrenAges">, saved: readonly Traveller[]): TravellerSlot[] {
  const adults = saved.filter((traveller) => traveller.type === "ADULT");
  const children = saved.filter((traveller) => traveller.type === "CHILD");
  return [
    ...Array.from({ length: config.adults }, (_, i): TravellerSlot => ({ key: `adult-${i + 1}`, type: "ADULT", number: i + 1, ...(adults[i] ? { saved: adults[i] } : {}) })),
    ...config.childrenAges.map((age, i): TravellerSlot => ({ key: `child-${i + 1}`, type: "CHILD", number: i + 1, age, ...(children[i] ? { saved: children[i] } : {}) })),
  ];
}

/** The trip's first day: ages are counted on it. */
export function tripStartOf(lines: readonly Pick<CartLine, "startDate">[]): string | null {
  return lines.reduce<string | null>((first, line) => (first === null || line.startDate < first ? line.startDate : first), null);
}
