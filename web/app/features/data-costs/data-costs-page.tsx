/**
 * /data-costs, "What data costs" (issue #26): how the cost shown beside a file is worked out, where
 * the prices and rates come from (named and dated), the visitor's country with a plain GET form to
 * change it (kept in a cookie by the Worker, middleware/country.ts), and the whole price table.
 * Whole as HTML: no script.
 */
import { useTranslation } from 'react-i18next';
import { Button, Flex, Heading, Text } from '@radix-ui/themes';
import { NO_COUNTRY, COUNTRY_QUERY_PARAM } from '#shared/lib/visitor-country.ts';
import type { DataCostsData } from '../../server/data-costs.server';
import '../../styles/data-costs.css';

export function DataCostsPage({ data }: { data: DataCostsData }) {
  const { t } = useTranslation('pages');
  const { t: tc } = useTranslation();
  const { example } = data;
  return (
    <article className="page data-costs-page" aria-labelledby="data-costs-title">
      <Heading as="h1" size="8" mb="3" id="data-costs-title">
        {tc('pages.dataCosts')}
      </Heading>
      <Text as="p" size="4" mb="4">
        {t('dataCosts.intro')}
      </Text>

      <section aria-labelledby="data-costs-how">
        <Heading as="h2" size="6" mb="2" id="data-costs-how">
          {t('dataCosts.howHeading')}
        </Heading>
        <Text as="p" mb="2">
          {t('dataCosts.how', { bytesPerGb: data.bytesPerGb })}
        </Text>
        <Text as="p" mb="2" data-testid="data-costs-example">
          {data.inCountry && example.usd
            ? example.local
              ? t('dataCosts.example', {
                  inCountry: data.inCountry,
                  size: example.size,
                  local: example.local,
                  usd: example.usd,
                })
              : t('dataCosts.exampleUsd', { inCountry: data.inCountry, size: example.size, usd: example.usd })
            : t('dataCosts.exampleNone', { size: example.size })}
        </Text>
        <Text as="p" mb="4" color="gray">
          {t('dataCosts.caveat')}
        </Text>
      </section>

      <section aria-labelledby="data-costs-country" className="data-costs-country">
        <Heading as="h2" size="6" mb="2" id="data-costs-country">
          {t('dataCosts.countryHeading')}
        </Heading>
        <Text as="p" mb="2" data-testid="data-costs-current">
          {data.countryName ? t('dataCosts.countryCurrent', { country: data.countryName }) : t('dataCosts.countryNone')}
        </Text>
        {/* A plain GET form: the Worker reads `country`, saves it in a cookie and renders the page. */}
        <form method="get" action="/data-costs" autoComplete="off">
          <Flex gap="3" wrap="wrap" align="end">
            <label className="field">
              <span>{t('dataCosts.countryLabel')}</span>
              <select
                name={COUNTRY_QUERY_PARAM}
                id="data-costs-select"
                defaultValue={data.country ?? NO_COUNTRY}
                key={data.country ?? NO_COUNTRY}
              >
                <option value={NO_COUNTRY}>{t('dataCosts.noCountry')}</option>
                {data.rows.map((row) => (
                  <option key={row.code} value={row.code}>
                    {row.name}
                  </option>
                ))}
              </select>
            </label>
            <Button type="submit" variant="soft">
              {t('dataCosts.countryApply')}
            </Button>
          </Flex>
        </form>
        <Text as="p" size="2" mt="2" mb="4" color="gray">
          {t('dataCosts.countryGuess')}
        </Text>
      </section>

      <section aria-labelledby="data-costs-sources">
        <Heading as="h2" size="6" mb="2" id="data-costs-sources">
          {t('dataCosts.sourcesHeading')}
        </Heading>
        <dl className="data-costs-sources" data-testid="data-costs-sources">
          <dt>{t('dataCosts.pricesSource')}</dt>
          <dd>
            <a href={data.prices.url}>
              {t('dataCosts.sourceTitle', { name: data.prices.name, title: data.prices.title })}
            </a>
            <ul>
              {data.prices.editions.map((edition) => (
                <li key={edition.year}>{t('dataCosts.edition', edition)}</li>
              ))}
            </ul>
            {t('dataCosts.editionNote')}
          </dd>
          <dt>{t('dataCosts.ratesSource')}</dt>
          <dd>
            <a href={data.rates.url}>{data.rates.name}</a>, {t('dataCosts.ratesDate', { date: data.rates.date })}
          </dd>
        </dl>
      </section>

      <section aria-labelledby="data-costs-table">
        <Heading as="h2" size="6" mb="2" mt="4" id="data-costs-table">
          {t('dataCosts.tableHeading')}
        </Heading>
        <div className="data-costs-scroll" role="region" aria-labelledby="data-costs-caption" tabIndex={0}>
          <table className="data-costs-table">
            <caption id="data-costs-caption">{t('dataCosts.tableCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('dataCosts.colCountry')}</th>
                <th scope="col">{t('dataCosts.colLocal')}</th>
                <th scope="col">{t('dataCosts.colUsd')}</th>
                <th scope="col">{t('dataCosts.colYear')}</th>
              </tr>
            </thead>
            <tbody>
              {data.rows.map((row) => {
                const yours = row.code === data.country;
                return (
                  <tr key={row.code} data-country={row.code} className={yours ? 'is-yours' : undefined}>
                    <th scope="row">
                      {row.name}
                      {yours && <span className="data-costs-yours"> ({t('dataCosts.yours')})</span>}
                    </th>
                    <td>{row.local ?? row.usd}</td>
                    <td>{row.usd}</td>
                    <td>{row.edition}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </section>
    </article>
  );
}
