import { useQuery } from '@tanstack/react-query';
import type { PriceDraft } from '../../../src-shared/ipc/channels/prices.ts';
import { useBridge } from '../../platform/bridge-context.tsx';
import { formatMoney } from '../../ui/format.ts';
import { priceLevelText } from './price-levels.ts';

export interface PriceQuoteProps {
  /** The entry as far as its price goes; a change asks again (`$calculateprice`, nothing stored). */
  readonly draft: PriceDraft;
  /** Words before the price, e.g. "This entry would cost". */
  readonly lead?: string;
}

/**
 * The price a time entry would get from today's price lists, with where it comes from. Meant to
 * sit in any form that edits an entry (the time entry form, the records of a report).
 */
export function PriceQuote({ draft, lead = 'Price from the price lists:' }: PriceQuoteProps) {
  const bridge = useBridge();
  const quote = useQuery({
    queryKey: ['prices', 'quote', draft],
    queryFn: () => bridge.invoke('prices:quote', draft),
  });
  let text: string;
  if (quote.isPending) text = 'calculating…';
  else if (quote.isError) text = quote.error.message;
  else if (!draft.billable) text = `${formatMoney(0, quote.data.currency)} (not billable)`;
  else if (quote.data.level === null)
    text = `${formatMoney(0, quote.data.currency)} (${priceLevelText(null)})`;
  else {
    text = `${formatMoney(quote.data.price, quote.data.currency)} at ${formatMoney(
      quote.data.unitPrice,
      quote.data.currency,
    )} per hour, ${priceLevelText(quote.data.level)}`;
  }
  return (
    <p className="price-quote" role="status" aria-live="polite" data-testid="price-quote">
      <span className="price-quote__lead">{lead}</span> <strong>{text}</strong>
    </p>
  );
}
