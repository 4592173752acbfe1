/**
 * What a download costs the visitor (issue #26): its size as the site writes sizes, and the price
 * of those bytes of mobile data in the money of the visitor's country with the US dollar beside it
 * ("≈ 4.20 ZAR · 0.23 USD"), from the table in shared/data/mobile-data-prices.ts.
 *
 * Rounding: an amount in a currency whose unit is worth less than a US cent (100 or more units per
 * dollar: XOF, XAF, NGN, KES, TZS, UGX, MWK…) is shown in whole units, as prices are written
 * there; any other (USD, ZAR, EUR, GHS, EGP, MAD, TND…) with 2 decimals. An amount that rounds to
 * nothing is never "0.00": it reads "< 0.01 USD" (or "< 1 XOF").
 */
import type { Locale } from '../constants/spec';
import { mobileDataPrice, type MobileDataPrice } from '../data/mobile-data-prices';
import { formatFileSize, intlLocale } from './dates';

/** Bytes in the gigabyte the prices are for (the site's sizes are binary: 1 MB = 1024² bytes). */
export const BYTES_PER_GB = 1024 ** 3;

const NO_BREAK_SPACE = '\u00a0';

/** Below this many units per dollar a currency is written with cents. */
const WHOLE_UNITS_FROM = 100;

/** How many decimals amounts in a country's own money are written with (see the rounding note above). */
export function localDecimals(price: Pick<MobileDataPrice, 'unitsPerUsd'>): 0 | 2 {
  return (price.unitsPerUsd ?? 1) >= WHOLE_UNITS_FROM ? 0 : 2;
}

const formatters = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: Locale, decimals: 0 | 2): Intl.NumberFormat {
  const tag = intlLocale(locale);
  const key = `${tag} ${decimals}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(tag, { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    formatters.set(key, format);
  }
  return format;
}

/**
 * An amount of money as the page writes it: "4.20 ZAR" / "4,20 ZAR", "1,365 NGN" / "1 365 NGN", a
 * no-break space before the code (and fr's narrow no-break space between thousands); an amount
 * that rounds to zero reads "< 0.01 ZAR" / "< 0,01 ZAR" (whole units: "< 1 XOF").
 */
export function formatMoney(amount: number, currency: string, decimals: 0 | 2, locale: Locale): string {
  const format = numberFormat(locale, decimals);
  const step = decimals === 0 ? 1 : 0.01;
  const value = Number.isFinite(amount) && amount > 0 ? amount : 0;
  if (Math.round(value / step) === 0) return `<${NO_BREAK_SPACE}${format.format(step)}${NO_BREAK_SPACE}${currency}`;
  return `${format.format(value)}${NO_BREAK_SPACE}${currency}`;
}

/** The cost of a download, ready for the page; `local` and `usd` only for a country in the table. */
export interface DataCost {
  /** "4.2 MB" / "4,2 Mo". */
  size: string;
  /** "≈ 4.20 ZAR": in the country's money; absent when it is the US dollar or its rate is unknown. */
  local?: string;
  /** "0.23 USD" / "0,23 USD". */
  usd?: string;
}

/** The price of `bytes` of mobile data in US dollars where a gigabyte costs `usdPerGb`. */
export function costInUsd(bytes: number, usdPerGb: number): number {
  const size = Number.isFinite(bytes) && bytes > 0 ? bytes : 0;
  return (size / BYTES_PER_GB) * usdPerGb;
}

/** The local amount, "≈ 4.20 ZAR" (or "< 0.01 ZAR"), of `usd` dollars in `price`'s country, or undefined (USD, no rate). */
export function localAmount(usd: number, price: MobileDataPrice, locale: Locale): string | undefined {
  if (price.currency === 'USD' || price.unitsPerUsd === undefined) return undefined;
  const text = formatMoney(usd * price.unitsPerUsd, price.currency, localDecimals(price), locale);
  // "< 0.01 ZAR" is already a bound: "≈ < 0.01 ZAR" would say it twice.
  return text.startsWith('<') ? text : `≈${NO_BREAK_SPACE}${text}`;
}

/**
 * What `bytes` cost a visitor from `country` (an alpha-2 code of the table, or null when unknown):
 * the size always; the amounts only when the country is priced. The bytes × the price of a
 * gigabyte there (USD), × the exchange rate for the local amount.
 */
export function dataCost(bytes: number, country: string | null | undefined, locale: Locale): DataCost {
  const size = formatFileSize(bytes, locale);
  const price = mobileDataPrice(country);
  if (!price) return { size };
  const usd = costInUsd(bytes, price.usdPerGb);
  const local = localAmount(usd, price, locale);
  return { size, ...(local ? { local } : {}), usd: formatMoney(usd, 'USD', 2, locale) };
}
