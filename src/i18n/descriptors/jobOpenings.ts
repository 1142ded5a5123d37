/**
 * English texts of job openings: list, filters, create, suggested candidates, one descriptor
 * per message id. `npm run i18n:extract` writes `src/i18n/locales/en/jobOpenings.json` from
 * this module (never edit that file by hand); the Spanish texts are in the matching `es`
 * catalog. Call sites use the ids alone, so the English text ships once, in the catalog (README
 * "Translations").
 */
import { defineMessages } from 'react-intl';

export const jobOpeningsMessages = defineMessages({
  'jobOpenings.create': { id: 'jobOpenings.create', defaultMessage: 'Create job opening' },
  'jobOpenings.filters': { id: 'jobOpenings.filters', defaultMessage: 'Filters' },
  'jobOpenings.search.label': {
    id: 'jobOpenings.search.label',
    defaultMessage: 'Search job openings',
  },
  'jobOpenings.search.placeholder': {
    id: 'jobOpenings.search.placeholder',
    defaultMessage: 'Search by name or first question',
  },
  'jobOpenings.dateRange.label': {
    id: 'jobOpenings.dateRange.label',
    defaultMessage: 'Created between',
  },
  'jobOpenings.clearFilters': { id: 'jobOpenings.clearFilters', defaultMessage: 'Clear filters' },
  'jobOpenings.list.label': { id: 'jobOpenings.list.label', defaultMessage: 'Job openings' },
  'jobOpenings.list.summary': {
    id: 'jobOpenings.list.summary',
    defaultMessage: '{total, plural, one {# job opening} other {# job openings}}',
  },
  'jobOpenings.loading': { id: 'jobOpenings.loading', defaultMessage: 'Loading job openings…' },
  'jobOpenings.empty.title': {
    id: 'jobOpenings.empty.title',
    defaultMessage: 'No job openings yet',
  },
  'jobOpenings.empty.text': {
    id: 'jobOpenings.empty.text',
    defaultMessage: 'Create your first job opening and we will suggest candidates for it.',
  },
  'jobOpenings.noResults.title': {
    id: 'jobOpenings.noResults.title',
    defaultMessage: 'No job openings match these filters',
  },
  'jobOpenings.noResults.text': {
    id: 'jobOpenings.noResults.text',
    defaultMessage: 'Try another search or date range.',
  },
  'jobOpenings.loadError.title': {
    id: 'jobOpenings.loadError.title',
    defaultMessage: "We couldn't load your job openings",
  },
  'jobOpenings.forbidden.title': {
    id: 'jobOpenings.forbidden.title',
    defaultMessage: "Your account isn't ready for job openings yet",
  },
  'jobOpenings.forbidden.action': {
    id: 'jobOpenings.forbidden.action',
    defaultMessage: 'Go to account details',
  },
  'jobOpenings.card.location': {
    id: 'jobOpenings.card.location',
    defaultMessage: '{city}, {state}',
  },
  'jobOpenings.card.desired': {
    id: 'jobOpenings.card.desired',
    defaultMessage: '{count, plural, one {# candidate wanted} other {# candidates wanted}}',
  },
  'jobOpenings.card.hired': {
    id: 'jobOpenings.card.hired',
    defaultMessage: 'Hired {hired} of {total}',
  },
  'jobOpenings.card.created': { id: 'jobOpenings.card.created', defaultMessage: 'Created {date}' },
  'jobOpenings.card.skills': { id: 'jobOpenings.card.skills', defaultMessage: 'Skills' },
  'jobOpenings.card.firstQuestion': {
    id: 'jobOpenings.card.firstQuestion',
    defaultMessage: 'First question',
  },
  'jobOpenings.card.findCandidates': {
    id: 'jobOpenings.card.findCandidates',
    defaultMessage: 'Suggested candidates',
  },
  'jobOpenings.form.title': {
    id: 'jobOpenings.form.title',
    defaultMessage: 'Create a job opening',
  },
  'jobOpenings.form.submit': {
    id: 'jobOpenings.form.submit',
    defaultMessage: 'Create and find candidates',
  },
  'jobOpenings.form.failed': {
    id: 'jobOpenings.form.failed',
    defaultMessage: "We couldn't create the job opening",
  },
  'jobOpenings.form.name': { id: 'jobOpenings.form.name', defaultMessage: 'Name' },
  'jobOpenings.form.namePlaceholder': {
    id: 'jobOpenings.form.namePlaceholder',
    defaultMessage: 'e.g. Night Warehouse Associate',
  },
  'jobOpenings.form.skills': { id: 'jobOpenings.form.skills', defaultMessage: 'Skills' },
  'jobOpenings.form.skillsHint': {
    id: 'jobOpenings.form.skillsHint',
    defaultMessage: 'Choose 1 to 10 skills; type to search.',
  },
  'jobOpenings.form.state': { id: 'jobOpenings.form.state', defaultMessage: 'State' },
  'jobOpenings.form.city': { id: 'jobOpenings.form.city', defaultMessage: 'City' },
  'jobOpenings.form.cityHint': {
    id: 'jobOpenings.form.cityHint',
    defaultMessage: 'Choose a state first.',
  },
  'jobOpenings.form.desiredCandidates': {
    id: 'jobOpenings.form.desiredCandidates',
    defaultMessage: 'Desired candidates',
  },
  'jobOpenings.form.desiredCandidatesHint': {
    id: 'jobOpenings.form.desiredCandidatesHint',
    defaultMessage: 'From 1 to 50.',
  },
  'jobOpenings.form.template': {
    id: 'jobOpenings.form.template',
    defaultMessage: 'First-question template',
  },
  'jobOpenings.form.templatePlaceholder': {
    id: 'jobOpenings.form.templatePlaceholder',
    defaultMessage: 'Pick a template to fill in the question',
  },
  'jobOpenings.form.firstQuestion': {
    id: 'jobOpenings.form.firstQuestion',
    defaultMessage: 'First question',
  },
  'jobOpenings.form.firstQuestionHint': {
    id: 'jobOpenings.form.firstQuestionHint',
    defaultMessage: 'Sent as the first message to every candidate you check out.',
  },
  'jobOpenings.field.name': { id: 'jobOpenings.field.name', defaultMessage: 'name' },
  'jobOpenings.field.skills': { id: 'jobOpenings.field.skills', defaultMessage: 'skills' },
  'jobOpenings.field.state': { id: 'jobOpenings.field.state', defaultMessage: 'state' },
  'jobOpenings.field.city': { id: 'jobOpenings.field.city', defaultMessage: 'city' },
  'jobOpenings.field.desiredCandidates': {
    id: 'jobOpenings.field.desiredCandidates',
    defaultMessage: 'desired candidates',
  },
  'jobOpenings.field.firstQuestion': {
    id: 'jobOpenings.field.firstQuestion',
    defaultMessage: 'first question',
  },
  'candidates.loading': {
    id: 'candidates.loading',
    defaultMessage: 'Finding matching candidates…',
  },
  'candidates.title': { id: 'candidates.title', defaultMessage: 'Suggested candidates for {name}' },
  'candidates.intro': {
    id: 'candidates.intro',
    defaultMessage:
      '{count, plural, one {# candidate matches} other {# candidates match}} this job opening. Choose whom to check out.',
  },
  'candidates.list.label': { id: 'candidates.list.label', defaultMessage: 'Suggested candidates' },
  'candidates.select': { id: 'candidates.select', defaultMessage: 'Check out {name}' },
  'candidates.selectAll': { id: 'candidates.selectAll', defaultMessage: 'Select all' },
  'candidates.selected': {
    id: 'candidates.selected',
    defaultMessage:
      '{count, plural, =0 {No candidates selected} one {# candidate selected} other {# candidates selected}}',
  },
  'candidates.match': { id: 'candidates.match', defaultMessage: '{score}% match' },
  'candidates.experience': {
    id: 'candidates.experience',
    defaultMessage: '{years, plural, one {# year of experience} other {# years of experience}}',
  },
  'candidates.selectNone': { id: 'candidates.selectNone', defaultMessage: 'Select none' },
  'candidates.selection.label': {
    id: 'candidates.selection.label',
    defaultMessage: 'Choose candidates',
    description: 'Group of the select all / none / by match controls of the checkout step',
  },
  'candidates.threshold.label': {
    id: 'candidates.threshold.label',
    defaultMessage: 'Minimum match',
    description: 'Select of the match percentage used by "Select … match or more"',
  },
  'candidates.selectAtLeast': {
    id: 'candidates.selectAtLeast',
    defaultMessage: 'Select {percent} or more',
    description:
      'Button next to the "Minimum match" select: selects exactly the candidates whose match is at least {percent} (e.g. 80%)',
  },
  'candidates.preselection.threshold': {
    id: 'candidates.preselection.threshold',
    defaultMessage: 'Candidates matching {percent} or more are preselected.',
    description:
      'Under the intro of the suggested candidates: the dialog opened with exactly the candidates whose match is at least {percent} (e.g. 70%) selected',
  },
  'candidates.preselection.none': {
    id: 'candidates.preselection.none',
    defaultMessage:
      'No candidate matches {percent} or more, so none is preselected. Select candidates yourself or lower the minimum match.',
    description:
      'Under the intro of the suggested candidates: no candidate reaches the minimum match {percent} (e.g. 90%) the dialog opened with',
  },
  'candidates.preselection.restored': {
    id: 'candidates.preselection.restored',
    defaultMessage: 'Your earlier selection for this job opening is kept.',
    description:
      'Under the intro of the suggested candidates: the dialog reopened with the selection the employer made before',
  },
  'candidates.breakdown.label': {
    id: 'candidates.breakdown.label',
    defaultMessage: 'Why this candidate',
    description: 'Accessible name of the match breakdown of a candidate',
  },
  'candidates.breakdown.match': {
    id: 'candidates.breakdown.match',
    defaultMessage: 'Match',
    description: 'Label of the match score meter (followed by the percentage)',
  },
  'candidates.breakdown.has': {
    id: 'candidates.breakdown.has',
    defaultMessage:
      '{total, plural, one {Has {count} of # required skill} other {Has {count} of # required skills}}',
  },
  'candidates.breakdown.lacks': {
    id: 'candidates.breakdown.lacks',
    defaultMessage: 'Lacks',
    description: 'Label before the required skills the candidate does not have',
  },
  'candidates.breakdown.lacksList': {
    id: 'candidates.breakdown.lacksList',
    defaultMessage: 'Lacks {skills}',
    description: '{skills} is a list of skill names, e.g. "Forklift Operation and RF Scanner"',
  },
  'candidates.breakdown.location': {
    id: 'candidates.breakdown.location',
    defaultMessage:
      '{relation, select, sameCity {Same city} sameState {Same state} other {Other state}} · {city}, {state}',
    description:
      "Where the candidate lives compared with the job opening; {city}, {state}: the candidate's city and state code",
  },
  'candidates.breakdown.otherSkills': {
    id: 'candidates.breakdown.otherSkills',
    defaultMessage: 'Other skills: {skills}',
    description: 'Skills of the candidate the job opening does not require',
  },
  'candidates.continue': { id: 'candidates.continue', defaultMessage: 'Continue to payment' },
  'candidates.paymentSoon': {
    id: 'candidates.paymentSoon',
    defaultMessage: 'Paying for candidates comes next: the chosen candidates stay selected.',
  },
  'candidates.loadError': {
    id: 'candidates.loadError',
    defaultMessage: "We couldn't load suggested candidates",
  },
  'candidates.close': { id: 'candidates.close', defaultMessage: 'Done' },
  'noCandidates.title': { id: 'noCandidates.title', defaultMessage: 'No candidates available' },
  'noCandidates.text': {
    id: 'noCandidates.text',
    defaultMessage: "No job seekers are available now. We'll send you a message when some are.",
  },
  'noCandidates.ok': { id: 'noCandidates.ok', defaultMessage: 'Got it' },
});
