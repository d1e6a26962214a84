import type { ReportListingView, ReportResponse } from '@konak/domain/api/admin/reports';
import { istanbulToday } from '@konak/domain/stay-dates';
import { useCallback, useEffect, useState } from 'react';
import { useLanguage, useTranslation } from '../../../i18n/i18n-context';
import { type ApiLoadCall, useApiLoad } from '../../../lib/use-api-load';
import { AdminLoadState } from '../shell/admin-load-state';
import { useAddressFilters } from '../shell/use-address-filters';
import { getReport } from './api/get-report';
import { ReportChart } from './report-chart';
import { ReportDownloadLink } from './report-download-link';
import { ReportFiltersForm } from './report-filters';
import { formatMonth } from './report-format';
import { lastTwelveMonths, rangeProblems, reportQuery } from './report-range';
import { ReportTable } from './report-table';

const FILTERS = ['from', 'to', 'listing'] as const;

type Loaded = { report: ReportResponse; chart: ReportResponse };

/**
 * /admin/reports (admin and staff; decision 076): the chosen months' figures (the last 12 by default) as a table
 * and a CSV, and a chart of the last 12 months, for all listings or one. Filters live in the address.
 */
export function ReportsPage() {
  const { t } = useTranslation('admin-reports');
  const { language } = useLanguage();
  const { values, show } = useAddressFilters(FILTERS);
  const chartRange = lastTwelveMonths(istanbulToday().slice(0, 7));
  const from = values.from || chartRange.from;
  const to = values.to || chartRange.to;
  const valid = Object.keys(rangeProblems(from, to)).length === 0;
  const query = reportQuery(from, to, values.listing);
  const queryKey = JSON.stringify(query);
  const chartKey = JSON.stringify(reportQuery(chartRange.from, chartRange.to, values.listing));
  // Listings for the filter: kept from the last answer, so the select does not empty while the next one loads.
  const [listings, setListings] = useState<ReportListingView[]>([]);

  const call = useCallback<ApiLoadCall<Loaded>>(
    async (options) => {
      if (!valid) return Promise.reject(new Error('invalid range'));
      const wanted = JSON.parse(queryKey);
      const chartQuery = JSON.parse(chartKey);
      // The chart is always the last 12 months; one call when the table shows the same months.
      const [report, chart] = await Promise.all([
        getReport(wanted, options),
        queryKey === chartKey ? null : getReport(chartQuery, options),
      ]);
      return { report, chart: chart ?? report };
    },
    [queryKey, chartKey, valid],
  );
  const { state, retry } = useApiLoad(call);
  useEffect(() => {
    if (state.status === 'loaded') setListings(state.data.report.listings);
  }, [state]);

  const known = state.status === 'loaded' ? state.data.report.listings : listings;
  const caption = t('tableCaption', {
    from: formatMonth(from, language, 'long'),
    to: formatMonth(to, language, 'long'),
    listing: known.find((listing) => values.listing.endsWith(`:${listing.id}`))?.name ?? t('allListings'),
  });

  return (
    <>
      <h1 className="text-2xl font-bold text-stone-900">{t('title')}</h1>
      <p className="mt-1 mb-4 text-stone-700">{t('intro')}</p>
      <ReportFiltersForm
        key={`${queryKey}-${listings.length}`}
        values={{ from, to, listing: values.listing }}
        listings={listings}
        onApply={(next) => show(next)}
        onClear={() => show({ from: '', to: '', listing: '' })}
      />
      <div className="mt-4 space-y-4" aria-live="polite">
        {valid && <AdminLoadState state={state} retry={retry} />}
        {valid && state.status === 'loaded' && (
          <>
            <ReportChart months={state.data.chart.months} />
            <section aria-labelledby="report-figures-heading">
              <div className="flex flex-wrap items-center justify-between gap-3">
                <h2 id="report-figures-heading" className="text-lg font-semibold text-stone-900">
                  {t('figuresHeading')}
                </h2>
                <ReportDownloadLink query={query} />
              </div>
              <ReportTable
                rows={state.data.report.months.map(({ month, figures }) => ({
                  key: month,
                  label: formatMonth(month, language, 'long'),
                  figures,
                }))}
                total={state.data.report.total}
                caption={caption}
                heading={t('columns.month')}
                testId="report-table"
              />
              <p className="mt-2 text-sm text-stone-600">{t('definitions')}</p>
            </section>
            {!values.listing && <ListingFigures report={state.data.report} from={from} to={to} />}
          </>
        )}
      </div>
    </>
  );
}

/** Each apartment's and tour's figures over the range: which listings carry the month, which sit empty. */
function ListingFigures({ report, from, to }: { report: ReportResponse; from: string; to: string }) {
  const { t } = useTranslation('admin-reports');
  const { language } = useLanguage();
  const names = new Map(report.listings.map((listing) => [listing.id, listing.name]));
  return (
    <section aria-labelledby="report-listings-heading">
      <h2 id="report-listings-heading" className="text-lg font-semibold text-stone-900">
        {t('listingsHeading')}
      </h2>
      <ReportTable
        rows={report.byListing.map(({ listingId, figures }) => ({
          key: listingId,
          label: names.get(listingId) ?? '',
          figures,
        }))}
        total={report.total}
        caption={t('listingsCaption', {
          from: formatMonth(from, language, 'long'),
          to: formatMonth(to, language, 'long'),
        })}
        heading={t('columns.listing')}
        testId="report-listings-table"
      />
    </section>
  );
}
