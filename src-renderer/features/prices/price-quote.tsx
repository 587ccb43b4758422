import { useQuery } from '@tanstack/react-query';
import type { PriceDraft } from '../../../src-shared/ipc/channels/prices.ts';
import { useBridge } from '../../platform/bridge-context.tsx';
import { formatMoney } from '../../ui/format.ts';
import { priceLevelText } from './price-levels.ts';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { useFormatLocale } from '../../i18n/format-locale.ts';

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
export function PriceQuote({ draft, lead }: PriceQuoteProps) {
  const bridge = useBridge();
  const { t } = useI18n();
  const locale = useFormatLocale();
  const quote = useQuery({
    queryKey: ['prices', 'quote', draft],
    queryFn: () => bridge.invoke('prices:quote', draft),
  });
  let text: string;
  if (quote.isPending) text = t('prices.calculating');
  else if (quote.isError) text = quote.error.message;
  else if (!draft.billable)
    text = t('prices.notBillable', { price: formatMoney(0, quote.data.currency, locale) });
  else if (quote.data.level === null)
    text = t('prices.noLevel', { price: formatMoney(0, quote.data.currency, locale) });
  else {
    text = t('prices.quote', {
      price: formatMoney(quote.data.price, quote.data.currency, locale),
      unitPrice: formatMoney(quote.data.unitPrice, quote.data.currency, locale),
      level: priceLevelText(quote.data.level, t),
    });
  }
  return (
    <p className="price-quote" role="status" aria-live="polite" data-testid="price-quote">
      <span className="price-quote__lead">{lead ?? t('prices.lead')}</span> <strong>{text}</strong>
    </p>
  );
}
