import { describe, expect, it } from 'vitest';
import { MOBILE_DATA_PRICES, PRICE_EDITIONS, RATE_SOURCE, mobileDataPrice } from '../data/mobile-data-prices';
import { BYTES_PER_GB, costInUsd, dataCost, formatMoney, localDecimals } from './data-cost';

const NBSP = '\u00a0';
const NNBSP = '\u202f';
const MB = 1024 ** 2;

// Valid ISO 4217 codes are the ones Intl knows a name for (any other code is returned as given).
const currencyNames = new Intl.DisplayNames('en', { type: 'currency', fallback: 'none' });
const regionNames = new Intl.DisplayNames('en', { type: 'region', fallback: 'none' });

describe('the mobile data price table', () => {
  it('gives every country a currency, a positive price, an edition and a positive rate (or USD)', () => {
    expect(MOBILE_DATA_PRICES.length).toBeGreaterThanOrEqual(50);
    for (const price of MOBILE_DATA_PRICES) {
      expect(price.country, price.country).toMatch(/^[A-Z]{2}$/);
      expect(regionNames.of(price.country), price.country).toBeTruthy();
      expect(price.currency, price.country).toMatch(/^[A-Z]{3}$/);
      expect(currencyNames.of(price.currency), `${price.country} ${price.currency}`).toBeTruthy();
      expect(price.usdPerGb, price.country).toBeGreaterThan(0);
      expect(Number.isFinite(price.usdPerGb)).toBe(true);
      expect(PRICE_EDITIONS[price.edition], price.country).toBeDefined();
      // Every currency of the table has a rate in the source; only the dollar needs none.
      if (price.currency === 'USD') expect(price.unitsPerUsd).toBeUndefined();
      else expect(price.unitsPerUsd, price.country).toBeGreaterThan(0);
    }
  });

  it('has each country once, Africa first among them, with the few others asked for', () => {
    const codes = MOBILE_DATA_PRICES.map((price) => price.country);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of ['ZA', 'NG', 'KE', 'GH', 'TZ', 'UG', 'SN', 'CI', 'CM', 'EG', 'FR', 'GB', 'US', 'IN', 'BR']) {
      expect(codes).toContain(code);
    }
  });

  it('keeps the euro pegs of the CFA francs (655.957 per euro) in the rates it took', () => {
    const xof = mobileDataPrice('SN')?.unitsPerUsd ?? 0;
    const eur = mobileDataPrice('FR')?.unitsPerUsd ?? 0;
    expect(xof / eur).toBeCloseTo(655.957, 0);
    expect(mobileDataPrice('CM')?.unitsPerUsd).toBe(xof);
    // The rand and the currencies at par with it.
    expect(mobileDataPrice('NA')?.unitsPerUsd).toBe(mobileDataPrice('ZA')?.unitsPerUsd);
  });

  it('names the day of its rates', () => {
    expect(RATE_SOURCE.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('finds a country by its code in any case, and nothing for an unknown one', () => {
    expect(mobileDataPrice('za')?.currency).toBe('ZAR');
    expect(mobileDataPrice('XX')).toBeUndefined();
    expect(mobileDataPrice(null)).toBeUndefined();
    expect(mobileDataPrice('')).toBeUndefined();
  });
});

describe('costInUsd', () => {
  it('prices bytes at the price of a binary gigabyte', () => {
    expect(costInUsd(BYTES_PER_GB, 1.81)).toBeCloseTo(1.81, 10);
    expect(costInUsd(BYTES_PER_GB / 2, 2)).toBeCloseTo(1, 10);
    expect(costInUsd(-5, 2)).toBe(0);
    expect(costInUsd(Number.NaN, 2)).toBe(0);
  });
});

describe('formatMoney', () => {
  it('writes two decimals in en and fr with a no-break space before the code', () => {
    expect(formatMoney(4.2, 'ZAR', 2, 'en')).toBe(`4.20${NBSP}ZAR`);
    expect(formatMoney(4.2, 'ZAR', 2, 'fr')).toBe(`4,20${NBSP}ZAR`);
  });

  it('groups thousands as each language does (fr: a narrow no-break space)', () => {
    expect(formatMoney(1365.4, 'NGN', 0, 'en')).toBe(`1,365${NBSP}NGN`);
    expect(formatMoney(1365.4, 'NGN', 0, 'fr')).toBe(`1${NNBSP}365${NBSP}NGN`);
  });

  it('never writes 0.00: an amount that rounds to nothing is "< 0.01"', () => {
    expect(formatMoney(0.004, 'USD', 2, 'en')).toBe(`<${NBSP}0.01${NBSP}USD`);
    expect(formatMoney(0.004, 'USD', 2, 'fr')).toBe(`<${NBSP}0,01${NBSP}USD`);
    expect(formatMoney(0.4, 'XOF', 0, 'en')).toBe(`<${NBSP}1${NBSP}XOF`);
    expect(formatMoney(0, 'USD', 2, 'en')).toBe(`<${NBSP}0.01${NBSP}USD`);
    expect(formatMoney(0.005, 'USD', 2, 'en')).toBe(`0.01${NBSP}USD`);
  });
});

describe('localDecimals', () => {
  it('writes whole units where a unit is worth less than a US cent, cents elsewhere', () => {
    for (const code of ['SN', 'CM', 'NG', 'KE', 'TZ', 'UG', 'MW']) {
      expect(localDecimals(mobileDataPrice(code) ?? {}), code).toBe(0);
    }
    for (const code of ['ZA', 'FR', 'GH', 'EG', 'MA', 'GB', 'BR']) {
      expect(localDecimals(mobileDataPrice(code) ?? {}), code).toBe(2);
    }
  });
});

describe('dataCost', () => {
  it('gives the size only for an unknown or absent country', () => {
    expect(dataCost(4.2 * MB, null, 'en')).toEqual({ size: `4.2${NBSP}MB` });
    expect(dataCost(4.2 * MB, 'XX', 'en')).toEqual({ size: `4.2${NBSP}MB` });
    expect(dataCost(300 * 1024, undefined, 'fr')).toEqual({ size: `300${NBSP}Ko` });
  });

  it('works out the local amount and the dollars for a priced country', () => {
    const za = mobileDataPrice('ZA');
    if (!za?.unitsPerUsd) throw new Error('ZA is priced');
    const bytes = 100 * MB;
    const usd = (bytes / BYTES_PER_GB) * za.usdPerGb;
    const zar = usd * za.unitsPerUsd;
    expect(dataCost(bytes, 'ZA', 'en')).toEqual({
      size: `100${NBSP}MB`,
      local: `≈${NBSP}${zar.toFixed(2)}${NBSP}ZAR`,
      usd: `${usd.toFixed(2)}${NBSP}USD`,
    });
    expect(dataCost(bytes, 'za', 'fr')).toEqual({
      size: `100${NBSP}Mo`,
      local: `≈${NBSP}${zar.toFixed(2).replace('.', ',')}${NBSP}ZAR`,
      usd: `${usd.toFixed(2).replace('.', ',')}${NBSP}USD`,
    });
  });

  it('writes whole francs CFA and "< 0.01 USD" for a small file', () => {
    const cost = dataCost(200 * 1024, 'SN', 'fr');
    expect(cost.local).toMatch(new RegExp(`^(≈|<)${NBSP}\\d+${NBSP}XOF$`));
    expect(cost.usd).toBe(`<${NBSP}0,01${NBSP}USD`);
  });

  it('never says "about less than": a bound is written alone', () => {
    expect(dataCost(10 * 1024, 'ZA', 'en').local).toBe(`<${NBSP}0.01${NBSP}ZAR`);
    expect(dataCost(10 * 1024, 'SN', 'fr').local).toBe(`<${NBSP}1${NBSP}XOF`);
  });

  it('gives dollars only where the dollar is the money', () => {
    const cost = dataCost(BYTES_PER_GB, 'US', 'en');
    expect(cost.local).toBeUndefined();
    expect(cost.usd).toBe(`6.00${NBSP}USD`);
  });
});
