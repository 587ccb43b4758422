import type { Message } from '../i18n/catalog.ts';

/** The price a time record would get from the price lists ($calculateprice); nothing is stored. */
export interface PriceQuote {
  readonly price: number;
  /** Hourly price of the matching price-list entry; 0 when none matches. */
  readonly unitPrice: number;
  readonly duration: number;
  /** Priority level of the matching entry (1 = one price for all … 18 = most specific); null for none. */
  readonly level: number | null;
  readonly currency: string;
}

export interface PriceChange {
  readonly id: string;
  readonly current: number;
  /** What the price lists give now; equal to `current` for a price set by hand, which is kept. */
  readonly next: number;
  /** The price was set by hand, so a recomputation keeps it. */
  readonly kept: boolean;
}

export interface PriceUpdatePreview {
  readonly currency: string;
  readonly changes: readonly PriceChange[];
  readonly currentTotal: number;
  readonly nextTotal: number;
}

export interface PriceUpdateResult {
  /** Records recomputed from the price lists. */
  readonly updated: number;
  /** Records whose hand-set price was kept. */
  readonly kept: number;
  /** Each with why, as a message the screen says in its language. */
  readonly failed: readonly { readonly id: string; readonly message: Message }[];
}
