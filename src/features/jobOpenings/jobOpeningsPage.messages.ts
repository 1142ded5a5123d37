/** The texts of the job openings screen (src/features/jobOpenings/JobOpeningsPage.tsx). */
import { defineMessages } from '../../i18n/defineMessages';

export const jobOpeningsPageMessages = defineMessages({
  clearFilters: { id: 'jobOpenings.clearFilters', defaultMessage: 'Clear filters' },
  filtersClearedForNew: {
    id: 'jobOpenings.filtersClearedForNew',
    defaultMessage: 'Filters cleared to show your new job opening.',
    description:
      'Toast after creating an opening while the list was filtered: the filters would have hidden its card (issue #30 point 5).',
  },
  create: { id: 'jobOpenings.create', defaultMessage: 'Create job opening' },
  dateRangeLabel: {
    id: 'jobOpenings.dateRange.label',
    defaultMessage: 'Created between',
  },
  emptyText: {
    id: 'jobOpenings.empty.text',
    defaultMessage: 'Create your first job opening and we will suggest candidates for it.',
  },
  emptyTitle: {
    id: 'jobOpenings.empty.title',
    defaultMessage: 'No job openings yet',
  },
  filters: { id: 'jobOpenings.filters', defaultMessage: 'Filters' },
  forbiddenAction: {
    id: 'jobOpenings.forbidden.action',
    defaultMessage: 'Go to account details',
  },
  forbiddenTitle: {
    id: 'jobOpenings.forbidden.title',
    defaultMessage: "Your account isn't ready for job openings yet",
  },
  listLabel: { id: 'jobOpenings.list.label', defaultMessage: 'Job openings' },
  listSummary: {
    id: 'jobOpenings.list.summary',
    defaultMessage: '{total, plural, one {# job opening} other {# job openings}}',
  },
  loadErrorTitle: {
    id: 'jobOpenings.loadError.title',
    defaultMessage: "We couldn't load your job openings",
  },
  loading: { id: 'jobOpenings.loading', defaultMessage: 'Loading job openings…' },
  noResultsText: {
    id: 'jobOpenings.noResults.text',
    defaultMessage: 'Try another search or date range.',
  },
  noResultsTitle: {
    id: 'jobOpenings.noResults.title',
    defaultMessage: 'No job openings match these filters',
  },
  searchLabel: {
    id: 'jobOpenings.search.label',
    defaultMessage: 'Search job openings',
  },
  searchPlaceholder: {
    id: 'jobOpenings.search.placeholder',
    defaultMessage: 'Search by name or first question',
  },
});
