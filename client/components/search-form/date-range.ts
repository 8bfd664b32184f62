/** A stay's or a trip's dates, ISO days: no end for a one-way flight or while check-out is still to choose. */
export interface DateRange {
  start: string;
  end: string | null;
}
