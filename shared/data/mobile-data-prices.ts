/**
 * The average price of 1 GB of mobile data per country, in US dollars, and the exchange rate that
 * turns it into the visitor's money (issue #26). Read by the Worker (shared/lib/data-cost.ts, the
 * /data-costs page); no browser script imports it.
 *
 * PRICES: Cable.co.uk, "Worldwide mobile data pricing", https://www.cable.co.uk/mobiles/worldwide-data-pricing/
 * — the average (median of the plans measured) price of 1 GB, in USD, per country.
 *   - 2023 edition (5,603 plans in 237 countries, collected 5 July – 6 September 2023, published
 *     26 September 2023): the most recent edition whose per-country figures we could read. Its per-country
 *     figures were read from public republications of its table, never estimated:
 *       EG ET GH KE MA NG TZ ZA ZW, BR FR GB IN US: github.com/Ernesto-tha-great/js-data-cost,
 *         results/report.md ("Prices: Cable.co.uk Worldwide Mobile Data Pricing, 2023 edition");
 *         EG GH NG TZ ZA BR FR GB IN US also in github.com/flvvius/pricele,
 *         data/sources/open-prices.json ("Cable.co.uk worldwide mobile data pricing, 2023"): equal.
 *       MW SO CD RW (and NG GH KE MA EG again): tuko.co.ke, "List of African countries with the
 *         cheapest data prices" (the 2023 report's African top ten).
 *       MR: same article (the most expensive of Northern Africa, 1.32).
 *       SS CF ZM SC (and ZW again): africa.businessinsider.com, "Top 10 African countries with the
 *         most expensive internet in 2023".
 *   - 2021 edition (6,148 plans in 230 countries, collected 8 December 2020 – 25 February 2021),
 *     for the African countries whose 2023 figure could not be found. Each row says its edition
 *     and the page shows it:
 *       AO BW CI CM DZ LY MU MZ NA SD SN TG TN UG: github.com/limzying/FIT3179-Homework-Week10,
 *         "worldwide internet prices in 2022 - IN 2022.csv" (a copy of the 2021 edition's table:
 *         Sudan 0.27, Algeria 0.51, Equatorial Guinea 49.67 as the 2021 report says).
 *       DJ NE GN BI SZ (and DZ LY MU CM SN TN UG AO again): extensia-ltd.com, "Ranking of African
 *         countries according to the average cost of 1GB mobile" (29 April 2021).
 *       GQ ST TD GM MG GA CV BF GW BJ ML SL KM (and NA TG BW again): japafora.com/?p=1153, the 20
 *         African countries with the most expensive mobile data (Statista's figures of the 2021
 *         edition: Equatorial Guinea 49.67, São Tomé 30.97, Malawi 25.46…); the same list opens
 *         sierraloaded.sl, "African countries with the most expensive prices of mobile data".
 *   A country found in neither edition (Eritrea, Lesotho, Liberia, the Republic of the Congo…) is
 *   not in the table: its visitors see sizes only.
 *
 * RATES: ExchangeRate-API, open access (https://www.exchangerate-api.com, endpoint
 * https://open.er-api.com/v6/latest), rates of Thursday 21 May 2026, 00:02 UTC, read from a
 * published response of that day (base SEK) and turned into units per US dollar (each rate divided
 * by the USD rate), 5 significant digits. US prices need none (USD).
 *
 * A gigabyte is 1024³ bytes, as the site counts sizes (shared/lib/dates.ts formatFileSize).
 */

/** Where the prices of one edition come from, for the page that explains the costs. */
export interface PriceEdition {
  year: 2023 | 2021;
  /** When the plans were collected (ISO dates). */
  collectedFrom: string;
  collectedTo: string;
  plans: number;
  countries: number;
}

export const PRICE_SOURCE = {
  name: 'Cable.co.uk',
  title: 'Worldwide mobile data pricing',
  url: 'https://www.cable.co.uk/mobiles/worldwide-data-pricing/',
} as const;

export const PRICE_EDITIONS: Readonly<Record<PriceEdition['year'], PriceEdition>> = {
  2023: { year: 2023, collectedFrom: '2023-07-05', collectedTo: '2023-09-06', plans: 5603, countries: 237 },
  2021: { year: 2021, collectedFrom: '2020-12-08', collectedTo: '2021-02-25', plans: 6148, countries: 230 },
};

export const RATE_SOURCE = {
  name: 'ExchangeRate-API',
  url: 'https://www.exchangerate-api.com',
  /** The day of the rates (ISO date). */
  date: '2026-05-21',
} as const;

/** One country's price of a gigabyte. */
export interface MobileDataPrice {
  /** ISO 3166-1 alpha-2. */
  country: string;
  /** ISO 4217 code of the money people pay in. */
  currency: string;
  /** Average price of 1 GB in US dollars (the edition's figure, as published). */
  usdPerGb: number;
  edition: PriceEdition['year'];
  /** Units of `currency` per US dollar (RATE_SOURCE); absent for USD, or when no rate was found. */
  unitsPerUsd?: number;
}

/** Every country priced, by code. */
export const MOBILE_DATA_PRICES: readonly MobileDataPrice[] = [
  { country: 'AO', currency: 'AOA', usdPerGb: 1.61, edition: 2021, unitsPerUsd: 938.36 },
  { country: 'BF', currency: 'XOF', usdPerGb: 4.52, edition: 2021, unitsPerUsd: 564.71 },
  { country: 'BI', currency: 'BIF', usdPerGb: 2.09, edition: 2021, unitsPerUsd: 2962.3 },
  { country: 'BJ', currency: 'XOF', usdPerGb: 3.61, edition: 2021, unitsPerUsd: 564.71 },
  { country: 'BR', currency: 'BRL', usdPerGb: 0.4, edition: 2023, unitsPerUsd: 5.02 },
  { country: 'BW', currency: 'BWP', usdPerGb: 3.92, edition: 2021, unitsPerUsd: 14.067 },
  { country: 'CD', currency: 'CDF', usdPerGb: 0.52, edition: 2023, unitsPerUsd: 2277.0 },
  { country: 'CF', currency: 'XAF', usdPerGb: 10.9, edition: 2023, unitsPerUsd: 564.71 },
  { country: 'CI', currency: 'XOF', usdPerGb: 2.58, edition: 2021, unitsPerUsd: 564.71 },
  { country: 'CM', currency: 'XAF', usdPerGb: 0.9, edition: 2021, unitsPerUsd: 564.71 },
  { country: 'CV', currency: 'CVE', usdPerGb: 4.78, edition: 2021, unitsPerUsd: 94.926 },
  { country: 'DJ', currency: 'DJF', usdPerGb: 1.12, edition: 2021, unitsPerUsd: 177.68 },
  { country: 'DZ', currency: 'DZD', usdPerGb: 0.51, edition: 2021, unitsPerUsd: 132.07 },
  { country: 'EG', currency: 'EGP', usdPerGb: 0.65, edition: 2023, unitsPerUsd: 53.044 },
  { country: 'ET', currency: 'ETB', usdPerGb: 0.68, edition: 2023, unitsPerUsd: 156.87 },
  { country: 'FR', currency: 'EUR', usdPerGb: 0.2, edition: 2023, unitsPerUsd: 0.86089 },
  { country: 'GA', currency: 'XAF', usdPerGb: 4.82, edition: 2021, unitsPerUsd: 564.71 },
  { country: 'GB', currency: 'GBP', usdPerGb: 0.62, edition: 2023, unitsPerUsd: 0.74487 },
  { country: 'GH', currency: 'GHS', usdPerGb: 0.4, edition: 2023, unitsPerUsd: 11.466 },
  { country: 'GM', currency: 'GMD', usdPerGb: 5.86, edition: 2021, unitsPerUsd: 73.865 },
  { country: 'GN', currency: 'GNF', usdPerGb: 1.99, edition: 2021, unitsPerUsd: 8726.7 },
  { country: 'GQ', currency: 'XAF', usdPerGb: 49.67, edition: 2021, unitsPerUsd: 564.71 },
  { country: 'GW', currency: 'XOF', usdPerGb: 4.41, edition: 2021, unitsPerUsd: 564.71 },
  { country: 'IN', currency: 'INR', usdPerGb: 0.16, edition: 2023, unitsPerUsd: 96.754 },
  { country: 'KE', currency: 'KES', usdPerGb: 0.59, edition: 2023, unitsPerUsd: 128.89 },
  { country: 'KM', currency: 'KMF', usdPerGb: 3.21, edition: 2021, unitsPerUsd: 423.53 },
  { country: 'LY', currency: 'LYD', usdPerGb: 0.74, edition: 2021, unitsPerUsd: 6.335 },
  { country: 'MA', currency: 'MAD', usdPerGb: 0.63, edition: 2023, unitsPerUsd: 9.2245 },
  { country: 'MG', currency: 'MGA', usdPerGb: 5.14, edition: 2021, unitsPerUsd: 4179.7 },
  { country: 'ML', currency: 'XOF', usdPerGb: 3.28, edition: 2021, unitsPerUsd: 564.71 },
  { country: 'MR', currency: 'MRU', usdPerGb: 1.32, edition: 2023, unitsPerUsd: 39.869 },
  { country: 'MU', currency: 'MUR', usdPerGb: 0.75, edition: 2021, unitsPerUsd: 47.185 },
  { country: 'MW', currency: 'MWK', usdPerGb: 0.38, edition: 2023, unitsPerUsd: 1735.4 },
  { country: 'MZ', currency: 'MZN', usdPerGb: 2.79, edition: 2021, unitsPerUsd: 63.496 },
  { country: 'NA', currency: 'NAD', usdPerGb: 22.37, edition: 2021, unitsPerUsd: 16.497 },
  { country: 'NE', currency: 'XOF', usdPerGb: 1.28, edition: 2021, unitsPerUsd: 564.71 },
  { country: 'NG', currency: 'NGN', usdPerGb: 0.39, edition: 2023, unitsPerUsd: 1365.1 },
  { country: 'RW', currency: 'RWF', usdPerGb: 0.55, edition: 2023, unitsPerUsd: 1459.8 },
  { country: 'SC', currency: 'SCR', usdPerGb: 5.43, edition: 2023, unitsPerUsd: 14.741 },
  { country: 'SD', currency: 'SDG', usdPerGb: 0.27, edition: 2021, unitsPerUsd: 444.78 },
  { country: 'SL', currency: 'SLE', usdPerGb: 3.26, edition: 2021, unitsPerUsd: 24.334 },
  { country: 'SN', currency: 'XOF', usdPerGb: 0.94, edition: 2021, unitsPerUsd: 564.71 },
  { country: 'SO', currency: 'SOS', usdPerGb: 0.5, edition: 2023, unitsPerUsd: 568.19 },
  { country: 'SS', currency: 'SSP', usdPerGb: 23.7, edition: 2023, unitsPerUsd: 4699.7 },
  { country: 'ST', currency: 'STN', usdPerGb: 30.97, edition: 2021, unitsPerUsd: 21.092 },
  { country: 'SZ', currency: 'SZL', usdPerGb: 2.24, edition: 2021, unitsPerUsd: 16.497 },
  { country: 'TD', currency: 'XAF', usdPerGb: 23.33, edition: 2021, unitsPerUsd: 564.71 },
  { country: 'TG', currency: 'XOF', usdPerGb: 4.69, edition: 2021, unitsPerUsd: 564.71 },
  { country: 'TN', currency: 'TND', usdPerGb: 1.09, edition: 2021, unitsPerUsd: 2.9043 },
  { country: 'TZ', currency: 'TZS', usdPerGb: 0.84, edition: 2023, unitsPerUsd: 2618.8 },
  { country: 'UG', currency: 'UGX', usdPerGb: 1.56, edition: 2021, unitsPerUsd: 3766.8 },
  { country: 'US', currency: 'USD', usdPerGb: 6.0, edition: 2023 },
  { country: 'ZA', currency: 'ZAR', usdPerGb: 1.81, edition: 2023, unitsPerUsd: 16.497 },
  { country: 'ZM', currency: 'ZMW', usdPerGb: 8.01, edition: 2023, unitsPerUsd: 18.845 },
  { country: 'ZW', currency: 'ZWG', usdPerGb: 43.75, edition: 2023, unitsPerUsd: 26.217 },
];

const byCountry = new Map(MOBILE_DATA_PRICES.map((price) => [price.country, price]));

/** The price of a gigabyte in `country` (an alpha-2 code, any case), or undefined when it is not priced. */
export function mobileDataPrice(country: string | null | undefined): MobileDataPrice | undefined {
  return country ? byCountry.get(country.toUpperCase()) : undefined;
}
