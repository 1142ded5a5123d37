/**
 * English texts of the account details screens (password, company, plan), one descriptor per
 * message id. `npm run i18n:extract` writes `src/i18n/locales/en/account.json` from this module
 * (never edit that file by hand); the Spanish texts are in the matching `es` catalog. Call
 * sites use the ids alone, so the English text ships once, in the catalog (README
 * "Translations").
 */
import { defineMessages } from 'react-intl';

export const accountMessages = defineMessages({
  'account.general': { id: 'account.general', defaultMessage: 'General information' },
  'account.name': { id: 'account.name', defaultMessage: 'Name' },
  'account.email': { id: 'account.email', defaultMessage: 'Email' },
  'account.emailVerified': { id: 'account.emailVerified', defaultMessage: 'Verified' },
  'account.emailNotVerified': { id: 'account.emailNotVerified', defaultMessage: 'Not verified' },
  'account.memberSince': { id: 'account.memberSince', defaultMessage: 'Member since' },
  'account.setup.title': {
    id: 'account.setup.title',
    defaultMessage: 'Finish setting up your account',
  },
  'account.setup.next': { id: 'account.setup.next', defaultMessage: 'Next step: {step}' },
  'account.setup.step.account': {
    id: 'account.setup.step.account',
    defaultMessage: 'account creation',
  },
  'account.setup.step.email': {
    id: 'account.setup.step.email',
    defaultMessage: 'email verification',
  },
  'account.setup.step.company': {
    id: 'account.setup.step.company',
    defaultMessage: 'company information',
  },
  'account.setup.step.plan': { id: 'account.setup.step.plan', defaultMessage: 'plan' },
  'account.setup.step.payment': { id: 'account.setup.step.payment', defaultMessage: 'payment' },
  'account.setup.text.account': {
    id: 'account.setup.text.account',
    defaultMessage: 'Create your employer account to start.',
  },
  'account.setup.text.email': {
    id: 'account.setup.text.email',
    defaultMessage: 'Enter the code we e-mailed you to verify your address.',
  },
  'account.setup.text.company': {
    id: 'account.setup.text.company',
    defaultMessage: 'Tell candidates who you are: name, phone number, location, size and industry.',
  },
  'account.setup.text.plan': {
    id: 'account.setup.text.plan',
    defaultMessage: 'Choose a monthly plan to create job openings and check out candidates.',
  },
  'account.setup.text.payment': {
    id: 'account.setup.text.payment',
    defaultMessage: 'Pay for your plan by card to start hiring.',
  },
  'account.setup.action.account': {
    id: 'account.setup.action.account',
    defaultMessage: 'Create your account',
  },
  'account.setup.action.email': {
    id: 'account.setup.action.email',
    defaultMessage: 'Verify your email',
  },
  'account.setup.action.company': {
    id: 'account.setup.action.company',
    defaultMessage: 'Enter company information',
  },
  'account.setup.action.plan': { id: 'account.setup.action.plan', defaultMessage: 'Choose a plan' },
  'account.setup.action.payment': {
    id: 'account.setup.action.payment',
    defaultMessage: 'Pay for your plan',
  },
  'account.security.title': { id: 'account.security.title', defaultMessage: 'Security' },
  'account.security.description': {
    id: 'account.security.description',
    defaultMessage: 'Change the password you use to log in. You stay logged in on this device.',
  },
  'account.security.form': { id: 'account.security.form', defaultMessage: 'Change password' },
  'account.security.submit': { id: 'account.security.submit', defaultMessage: 'Change password' },
  'account.security.failed': {
    id: 'account.security.failed',
    defaultMessage: "We couldn't change your password",
  },
  'account.security.changed': {
    id: 'account.security.changed',
    defaultMessage: 'Password changed',
  },
  'account.security.changedDetail': {
    id: 'account.security.changedDetail',
    defaultMessage: 'Use your new password the next time you log in.',
  },
  'account.security.passwordHint': {
    id: 'account.security.passwordHint',
    defaultMessage: '8 to 72 characters, different from your current password.',
  },
  'account.label.currentPassword': {
    id: 'account.label.currentPassword',
    defaultMessage: 'Current password',
  },
  'account.label.newPassword': { id: 'account.label.newPassword', defaultMessage: 'New password' },
  'account.label.newPasswordConfirmation': {
    id: 'account.label.newPasswordConfirmation',
    defaultMessage: 'Confirm new password',
  },
  'account.field.currentPassword': {
    id: 'account.field.currentPassword',
    defaultMessage: 'current password',
  },
  'account.field.newPassword': { id: 'account.field.newPassword', defaultMessage: 'new password' },
  'account.field.newPasswordConfirmation': {
    id: 'account.field.newPasswordConfirmation',
    defaultMessage: 'new password confirmation',
  },
  'account.company.title': { id: 'account.company.title', defaultMessage: 'Company information' },
  'account.company.edit': { id: 'account.company.edit', defaultMessage: 'Edit' },
  'account.company.editLabel': {
    id: 'account.company.editLabel',
    defaultMessage: 'Edit company information',
  },
  'account.company.cancelEdit': { id: 'account.company.cancelEdit', defaultMessage: 'Cancel' },
  'account.company.save': { id: 'account.company.save', defaultMessage: 'Save changes' },
  'account.company.saveFirst': {
    id: 'account.company.saveFirst',
    defaultMessage: 'Save company information',
  },
  'account.company.incomplete': {
    id: 'account.company.incomplete',
    defaultMessage: 'Your company information is not complete yet. Fill it in to start hiring.',
  },
  'account.company.verifyFirst': {
    id: 'account.company.verifyFirst',
    defaultMessage: 'You can enter your company information once your email is verified.',
  },
  'account.company.none': { id: 'account.company.none', defaultMessage: 'None' },
  'account.company.field.name': { id: 'account.company.field.name', defaultMessage: 'Name' },
  'account.company.field.description': {
    id: 'account.company.field.description',
    defaultMessage: 'Description',
  },
  'account.company.field.phone': {
    id: 'account.company.field.phone',
    defaultMessage: 'Phone number',
  },
  'account.company.field.location': {
    id: 'account.company.field.location',
    defaultMessage: 'Location',
  },
  'account.company.field.size': { id: 'account.company.field.size', defaultMessage: 'Size' },
  'account.company.field.industry': {
    id: 'account.company.field.industry',
    defaultMessage: 'Industry',
  },
  'account.company.field.customerSince': {
    id: 'account.company.field.customerSince',
    defaultMessage: 'Customer since',
  },
  'account.company.location': { id: 'account.company.location', defaultMessage: '{city}, {state}' },
  'account.plan.title': { id: 'account.plan.title', defaultMessage: 'Current plan' },
  'account.plan.loading': { id: 'account.plan.loading', defaultMessage: 'Loading your plan…' },
  'account.plan.loadError': {
    id: 'account.plan.loadError',
    defaultMessage: "We couldn't load your plan",
  },
  'account.plan.none.title': { id: 'account.plan.none.title', defaultMessage: 'No plan yet' },
  'account.plan.none.text': {
    id: 'account.plan.none.text',
    defaultMessage: 'Your account has no plan. Choose one to start hiring.',
  },
  'account.plan.choose': { id: 'account.plan.choose', defaultMessage: 'Choose a plan' },
  'account.plan.name': { id: 'account.plan.name', defaultMessage: '{plan} plan' },
  'account.plan.status.active': { id: 'account.plan.status.active', defaultMessage: 'Active' },
  'account.plan.status.cancelled': {
    id: 'account.plan.status.cancelled',
    defaultMessage: 'Cancelled',
  },
  'account.plan.status.past_due': {
    id: 'account.plan.status.past_due',
    defaultMessage: 'Payment failed',
  },
  'account.plan.status.canceled': { id: 'account.plan.status.canceled', defaultMessage: 'Ended' },
  'account.plan.status.incomplete': {
    id: 'account.plan.status.incomplete',
    defaultMessage: 'Awaiting payment',
  },
  'account.plan.monthlyFee': { id: 'account.plan.monthlyFee', defaultMessage: 'Monthly fee' },
  'account.plan.perMonth': { id: 'account.plan.perMonth', defaultMessage: '{amount} / month' },
  'account.plan.communicationFee': {
    id: 'account.plan.communicationFee',
    defaultMessage: 'Fee per candidate checked out',
  },
  'account.plan.contactFee': { id: 'account.plan.contactFee', defaultMessage: 'Fee per unlock' },
  'account.plan.unlockDays': { id: 'account.plan.unlockDays', defaultMessage: 'Unlock lasts' },
  'account.plan.days': {
    id: 'account.plan.days',
    defaultMessage: '{days, plural, one {# day} other {# days}}',
  },
  'account.plan.nextBilling': {
    id: 'account.plan.nextBilling',
    defaultMessage: 'Next billing date',
  },
  'account.plan.endsOn': { id: 'account.plan.endsOn', defaultMessage: 'Active until' },
  'account.plan.endedOn': { id: 'account.plan.endedOn', defaultMessage: 'Ended on' },
  'account.plan.card': { id: 'account.plan.card', defaultMessage: 'Card' },
  'account.plan.cardValue': {
    id: 'account.plan.cardValue',
    defaultMessage: '{brand} ending in {last4}',
  },
  'account.plan.cardExpiry': { id: 'account.plan.cardExpiry', defaultMessage: 'Expires {expiry}' },
  'account.plan.noCard': { id: 'account.plan.noCard', defaultMessage: 'No card on file' },
  'account.plan.brand.amex': { id: 'account.plan.brand.amex', defaultMessage: 'American Express' },
  'account.plan.brand.diners': { id: 'account.plan.brand.diners', defaultMessage: 'Diners Club' },
  'account.plan.brand.discover': { id: 'account.plan.brand.discover', defaultMessage: 'Discover' },
  'account.plan.brand.jcb': { id: 'account.plan.brand.jcb', defaultMessage: 'JCB' },
  'account.plan.brand.mastercard': {
    id: 'account.plan.brand.mastercard',
    defaultMessage: 'Mastercard',
  },
  'account.plan.brand.unionpay': { id: 'account.plan.brand.unionpay', defaultMessage: 'UnionPay' },
  'account.plan.brand.visa': { id: 'account.plan.brand.visa', defaultMessage: 'Visa' },
  'account.plan.brand.unknown': { id: 'account.plan.brand.unknown', defaultMessage: 'Card' },
  'account.plan.cancel': { id: 'account.plan.cancel', defaultMessage: 'Cancel plan' },
  'account.plan.cancelDialog.title': {
    id: 'account.plan.cancelDialog.title',
    defaultMessage: 'Cancel your plan?',
  },
  'account.plan.cancelDialog.text': {
    id: 'account.plan.cancelDialog.text',
    defaultMessage:
      "Your {plan} plan stays active until {date}. You won't be charged again, and the current month is not refunded.",
  },
  'account.plan.cancelDialog.confirm': {
    id: 'account.plan.cancelDialog.confirm',
    defaultMessage: 'Cancel plan',
  },
  'account.plan.cancelDialog.keep': {
    id: 'account.plan.cancelDialog.keep',
    defaultMessage: 'Keep plan',
  },
  'account.plan.cancelFailed': {
    id: 'account.plan.cancelFailed',
    defaultMessage: "We couldn't cancel your plan",
  },
  'account.plan.cancelledToast': {
    id: 'account.plan.cancelledToast',
    defaultMessage: 'Plan cancelled',
  },
  'account.plan.cancelledToastDetail': {
    id: 'account.plan.cancelledToastDetail',
    defaultMessage: 'It stays active until {date}.',
  },
  'account.plan.cancelled.title': {
    id: 'account.plan.cancelled.title',
    defaultMessage: 'Cancelled — active until {date}',
  },
  'account.plan.cancelled.text': {
    id: 'account.plan.cancelled.text',
    defaultMessage: "You won't be charged again. After that date, choose a plan to keep hiring.",
  },
  'account.plan.pastDue.title': {
    id: 'account.plan.pastDue.title',
    defaultMessage: 'Your monthly payment failed',
  },
  'account.plan.pastDue.text': {
    id: 'account.plan.pastDue.text',
    defaultMessage:
      "We couldn't charge your card for this month's fee of {amount}. Job openings and paid actions are paused until it is paid.",
  },
  'account.plan.pastDue.action': {
    id: 'account.plan.pastDue.action',
    defaultMessage: 'Update card and pay',
  },
  'account.plan.canceled.title': {
    id: 'account.plan.canceled.title',
    defaultMessage: 'Your plan has ended',
  },
  'account.plan.canceled.text': {
    id: 'account.plan.canceled.text',
    defaultMessage: 'Choose a plan to create job openings and contact candidates again.',
  },
  'account.plan.incomplete.title': {
    id: 'account.plan.incomplete.title',
    defaultMessage: 'Your payment awaits confirmation',
  },
  'account.plan.incomplete.text': {
    id: 'account.plan.incomplete.text',
    defaultMessage:
      'Your bank asked you to confirm the first payment of your plan. Confirm it to start using the plan.',
  },
  'account.plan.incomplete.action': {
    id: 'account.plan.incomplete.action',
    defaultMessage: 'Confirm payment',
  },
  // Spend meter of the current billing period (issue #9 point 4).
  'account.spend.title': { id: 'account.spend.title', defaultMessage: 'Spending this period' },
  'account.spend.description': {
    id: 'account.spend.description',
    defaultMessage: 'What you have been charged since your current billing period started.',
  },
  'account.spend.loading': {
    id: 'account.spend.loading',
    defaultMessage: 'Loading your spending…',
  },
  'account.spend.loadError': {
    id: 'account.spend.loadError',
    defaultMessage: "We couldn't load your spending",
  },
  'account.spend.total': {
    id: 'account.spend.total',
    defaultMessage: 'Spent since {date}',
    description: 'Above the total of the billing period; {date} is the day the period started.',
  },
  'account.spend.meter': {
    id: 'account.spend.meter',
    defaultMessage: 'Spending by kind of charge',
    description: 'Accessible name of the stacked bar of monthly fee, checkouts and unlocks.',
  },
  'account.spend.share': {
    id: 'account.spend.share',
    defaultMessage: '{amount}, {share, number, percent} of {total}',
    description: 'Spoken value of one part of the spend meter, e.g. "$24.00, 18% of $131.00".',
  },
  'account.spend.percent': {
    id: 'account.spend.percent',
    defaultMessage: '{share, number, percent}',
    description: 'Share of the total beside an amount in the spend meter legend.',
  },
  'account.spend.empty': {
    id: 'account.spend.empty',
    defaultMessage: 'No charges yet this billing period.',
  },
  // Billing history (issue #9 point 4).
  'account.history.title': { id: 'account.history.title', defaultMessage: 'Billing history' },
  'account.history.description': {
    id: 'account.history.description',
    defaultMessage: 'Every charge to your card, newest first.',
  },
  'account.history.filters': {
    id: 'account.history.filters',
    defaultMessage: 'Billing history filters',
  },
  'account.history.kind': { id: 'account.history.kind', defaultMessage: 'Kind of charge' },
  'account.history.kind.all': { id: 'account.history.kind.all', defaultMessage: 'All charges' },
  'account.history.period': { id: 'account.history.period', defaultMessage: 'Charged between' },
  'account.history.clearFilters': {
    id: 'account.history.clearFilters',
    defaultMessage: 'Clear filters',
  },
  'account.history.loading': {
    id: 'account.history.loading',
    defaultMessage: 'Loading your charges…',
  },
  'account.history.loadError': {
    id: 'account.history.loadError',
    defaultMessage: "We couldn't load your charges",
  },
  'account.history.empty.title': {
    id: 'account.history.empty.title',
    defaultMessage: 'No charges yet',
  },
  'account.history.empty.text': {
    id: 'account.history.empty.text',
    defaultMessage: 'Your monthly fees, checkouts and unlocks will show here once you are charged.',
  },
  'account.history.noResults.title': {
    id: 'account.history.noResults.title',
    defaultMessage: 'No charges match these filters',
  },
  'account.history.noResults.text': {
    id: 'account.history.noResults.text',
    defaultMessage: 'Try another kind of charge or a longer period.',
  },
  'account.history.summary': {
    id: 'account.history.summary',
    defaultMessage: '{total, plural, one {# charge} other {# charges}}',
  },
  'account.history.caption': {
    id: 'account.history.caption',
    defaultMessage: 'Charges, newest first',
  },
  'account.history.column.date': { id: 'account.history.column.date', defaultMessage: 'Date' },
  'account.history.column.kind': { id: 'account.history.column.kind', defaultMessage: 'Kind' },
  'account.history.column.description': {
    id: 'account.history.column.description',
    defaultMessage: 'Description',
  },
  'account.history.column.opening': {
    id: 'account.history.column.opening',
    defaultMessage: 'Job opening',
  },
  'account.history.column.amount': {
    id: 'account.history.column.amount',
    defaultMessage: 'Amount',
  },
  'account.history.noOpening': {
    id: 'account.history.noOpening',
    defaultMessage: 'No job opening',
    description: 'Read out instead of the dash shown for a monthly fee, which has no opening.',
  },
  'account.history.openingLink': {
    id: 'account.history.openingLink',
    defaultMessage: 'View job opening',
    description: 'Link to the chats of an opening whose name is not known on this page.',
  },
  'account.history.pagination': {
    id: 'account.history.pagination',
    defaultMessage: 'Billing history pages',
  },
});
