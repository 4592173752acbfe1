/**
 * The data of /data-costs (issue #26): the price table in the reader's language (country names from
 * Intl.DisplayNames, amounts as the site writes them), the visitor's country and an example cost,
 * and the sources with their dates. Built on the server: the table never reaches a browser script.
 */
import type { Locale } from '#shared/constants/spec.ts';
import { contentLanguage } from '#shared/lib/localize.ts';
import {
  MOBILE_DATA_PRICES,
  PRICE_EDITIONS,
  PRICE_SOURCE,
  RATE_SOURCE,
  mobileDataPrice,
} from '#shared/data/mobile-data-prices.ts';
import { BYTES_PER_GB, dataCost, formatMoney, localAmount } from '#shared/lib/data-cost.ts';
import { formatDate, formatNumber } from '#shared/lib/dates.ts';
import { countryName as sharedCountryName, inCountry } from '#shared/lib/country-names.ts';

/** One country of the table, in the reader's language. */
export interface DataCostRow {
  code: string;
  name: string;
  /** The price of 1 GB in the country's money, "≈ 76 KES"; absent for USD. */
  local?: string;
  /** "0.59 USD". */
  usd: string;
  /** The edition of the price (2023 or 2021). */
  edition: number;
}

export interface DataCostsData {
  /** The visitor's country (a code of the table), or null. */
  country: string | null;
  countryName?: string;
  /** « in Kenya », « au Sénégal », « aux États-Unis » (shared/lib/country-names.ts). */
  inCountry?: string;
  /** What the example file costs the visitor (size only without a country). */
  example: { size: string; local?: string; usd?: string };
  /** 1,073,741,824 (2³⁰, a gibibyte) in the reader's number format. */
  bytesPerGb: string;
  rows: DataCostRow[];
  prices: {
    name: string;
    title: string;
    url: string;
    editions: { year: number; from: string; to: string; plans: string; countries: string }[];
  };
  rates: { name: string; url: string; date: string };
}

/** The file the page prices as an example: ten megabytes, a short talk's audio. */
export const EXAMPLE_BYTES = 10 * 1024 ** 2;

/** A country's name in the reader's language ("Afrique du Sud"), its code when Intl has none. */
export function countryName(code: string, locale: Locale): string {
  return sharedCountryName(code, contentLanguage(locale) === 'en' ? 'en' : 'fr');
}

export function dataCostsData(country: string | null, locale: Locale): DataCostsData {
  const collator = new Intl.Collator(contentLanguage(locale));
  const rows = MOBILE_DATA_PRICES.map((price): DataCostRow => {
    const local = localAmount(price.usdPerGb, price, locale);
    return {
      code: price.country,
      name: countryName(price.country, locale),
      ...(local ? { local } : {}),
      usd: formatMoney(price.usdPerGb, 'USD', 2, locale),
      edition: price.edition,
    };
  }).sort((a, b) => collator.compare(a.name, b.name));
  const priced = mobileDataPrice(country);
  return {
    country: priced?.country ?? null,
    ...(priced
      ? {
          countryName: countryName(priced.country, locale),
          inCountry: inCountry(priced.country, contentLanguage(locale) === 'en' ? 'en' : 'fr'),
        }
      : {}),
    example: dataCost(EXAMPLE_BYTES, priced?.country ?? null, locale),
    bytesPerGb: formatNumber(BYTES_PER_GB, locale),
    rows,
    prices: {
      ...PRICE_SOURCE,
      editions: [PRICE_EDITIONS[2023], PRICE_EDITIONS[2021]].map((edition) => ({
        year: edition.year,
        from: formatDate(edition.collectedFrom, locale),
        to: formatDate(edition.collectedTo, locale),
        plans: formatNumber(edition.plans, locale),
        countries: formatNumber(edition.countries, locale),
      })),
    },
    rates: { name: RATE_SOURCE.name, url: RATE_SOURCE.url, date: formatDate(RATE_SOURCE.date, locale) },
  };
}
