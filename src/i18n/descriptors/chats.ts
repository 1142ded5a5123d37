/**
 * English texts of the chats of a job opening: list, thread, unlock, hire, reject, one
 * descriptor per message id. `npm run i18n:extract` writes `src/i18n/locales/en/chats.json`
 * from this module (never edit that file by hand); the Spanish texts are in the matching `es`
 * catalog. Call sites use the ids alone, so the English text ships once, in the catalog (README
 * "Translations").
 */
import { defineMessages } from 'react-intl';

export const chatsMessages = defineMessages({
  'chats.route.title': { id: 'chats.route.title', defaultMessage: 'Chats' },
  'chats.backToOpenings': { id: 'chats.backToOpenings', defaultMessage: 'Back to job openings' },
  'chats.backToList': { id: 'chats.backToList', defaultMessage: 'Back to the chat list' },
  'chats.opening.loading': {
    id: 'chats.opening.loading',
    defaultMessage: 'Loading the job opening…',
  },
  'chats.opening.unavailable': { id: 'chats.opening.unavailable', defaultMessage: 'Job opening' },
  'chats.opening.location': { id: 'chats.opening.location', defaultMessage: '{city}, {state}' },
  'chats.opening.hired': { id: 'chats.opening.hired', defaultMessage: 'Hired {hired} of {total}' },
  'chats.openingCard.viewChats': {
    id: 'chats.openingCard.viewChats',
    defaultMessage: 'View chats',
  },
  'chats.openingCard.for': { id: 'chats.openingCard.for', defaultMessage: 'for {name}' },
  'chats.openingNotFound.title': {
    id: 'chats.openingNotFound.title',
    defaultMessage: 'Job opening not found',
  },
  'chats.openingNotFound.text': {
    id: 'chats.openingNotFound.text',
    defaultMessage: 'It may have been removed, or the link is wrong.',
  },
  'chats.forbidden.title': {
    id: 'chats.forbidden.title',
    defaultMessage: "Your account isn't ready for chats yet",
  },
  'chats.forbidden.action': {
    id: 'chats.forbidden.action',
    defaultMessage: 'Go to account details',
  },
  'chats.empty.title': { id: 'chats.empty.title', defaultMessage: 'No chats yet' },
  'chats.empty.text': {
    id: 'chats.empty.text',
    defaultMessage: 'Check out candidates for this job opening to start chatting with them.',
  },
  'chats.noResults.title': {
    id: 'chats.noResults.title',
    defaultMessage: 'No chats match these filters',
  },
  'chats.noResults.text': {
    id: 'chats.noResults.text',
    defaultMessage: 'Try another search or status.',
  },
  'chats.filters.label': { id: 'chats.filters.label', defaultMessage: 'Chat filters' },
  'chats.filters.search': { id: 'chats.filters.search', defaultMessage: 'Search chats' },
  'chats.filters.searchPlaceholder': {
    id: 'chats.filters.searchPlaceholder',
    defaultMessage: 'Search by name or headline',
  },
  'chats.filters.status': { id: 'chats.filters.status', defaultMessage: 'Status' },
  'chats.filters.clear': { id: 'chats.filters.clear', defaultMessage: 'Clear filters' },
  'chats.status.pending': { id: 'chats.status.pending', defaultMessage: 'Pending' },
  'chats.status.unlocked': { id: 'chats.status.unlocked', defaultMessage: 'Unlocked' },
  'chats.status.expired': { id: 'chats.status.expired', defaultMessage: 'Expired' },
  'chats.status.hired': { id: 'chats.status.hired', defaultMessage: 'Hired' },
  'chats.status.rejected': { id: 'chats.status.rejected', defaultMessage: 'Rejected' },
  'chats.list.label': { id: 'chats.list.label', defaultMessage: 'Chats' },
  'chats.list.loading': { id: 'chats.list.loading', defaultMessage: 'Loading chats…' },
  'chats.list.loadError': {
    id: 'chats.list.loadError',
    defaultMessage: "We couldn't load the chats",
  },
  'chats.list.summary': {
    id: 'chats.list.summary',
    defaultMessage: '{total, plural, =0 {No chats} one {# chat} other {# chats}}',
  },
  'chats.list.masked': {
    id: 'chats.list.masked',
    defaultMessage: 'Name hidden until you unlock the chat',
  },
  'chats.list.noMessages': { id: 'chats.list.noMessages', defaultMessage: 'No messages yet' },
  'chats.list.youPrefix': { id: 'chats.list.youPrefix', defaultMessage: 'You: {text}' },
  'chats.list.unread': {
    id: 'chats.list.unread',
    defaultMessage: '{count, plural, one {# unread message} other {# unread messages}}',
  },
  'chats.panel.label': { id: 'chats.panel.label', defaultMessage: 'Chat with {name}' },
  'chats.panel.empty': { id: 'chats.panel.empty', defaultMessage: 'Chat' },
  'chats.placeholder.title': { id: 'chats.placeholder.title', defaultMessage: 'Choose a chat' },
  'chats.placeholder.text': {
    id: 'chats.placeholder.text',
    defaultMessage: 'Pick a candidate from the list to read and answer your conversation.',
  },
  'chats.notInList.title': {
    id: 'chats.notInList.title',
    defaultMessage: "This chat isn't in the list",
  },
  'chats.notInList.text': {
    id: 'chats.notInList.text',
    defaultMessage: "It doesn't match the current filters, or it no longer exists.",
  },
  'chats.header.phone': { id: 'chats.header.phone', defaultMessage: 'Phone: {phone}' },
  'chats.header.unlockedUntil': {
    id: 'chats.header.unlockedUntil',
    defaultMessage: 'Unlocked until {date}',
  },
  'chats.header.hiredAt': { id: 'chats.header.hiredAt', defaultMessage: 'Hired on {date}' },
  'chats.actions.label': { id: 'chats.actions.label', defaultMessage: 'Chat actions' },
  'chats.actions.unlock': { id: 'chats.actions.unlock', defaultMessage: 'Unlock' },
  'chats.actions.hire': { id: 'chats.actions.hire', defaultMessage: 'Hire' },
  'chats.actions.reject': { id: 'chats.actions.reject', defaultMessage: 'Reject' },
  'chats.unlock.title': {
    id: 'chats.unlock.title',
    defaultMessage: 'Unlock the chat with {name}?',
  },
  'chats.unlock.text': {
    id: 'chats.unlock.text',
    defaultMessage:
      "You'll see the candidate's full name and phone number and can send free messages. The contact-details fee is charged to your card on file.",
  },
  'chats.unlock.textAgain': {
    id: 'chats.unlock.textAgain',
    defaultMessage:
      'The unlock period is over. Unlocking again restarts it: you can send free messages again, and the contact-details fee is charged to your card on file.',
  },
  'chats.unlock.card': {
    id: 'chats.unlock.card',
    defaultMessage: 'Charged to your {brand} ending in {last4}',
  },
  'chats.unlock.defaultCard': {
    id: 'chats.unlock.defaultCard',
    defaultMessage: 'Charged to your default card on file',
  },
  'chats.unlock.cardLoading': {
    id: 'chats.unlock.cardLoading',
    defaultMessage: 'Loading your card…',
  },
  'chats.unlock.confirm': { id: 'chats.unlock.confirm', defaultMessage: 'Unlock and pay' },
  'chats.unlock.confirmPrice': {
    id: 'chats.unlock.confirmPrice',
    defaultMessage: 'Unlock and pay {price}',
  },
  'chats.unlock.cardPrice': {
    id: 'chats.unlock.cardPrice',
    defaultMessage: '{price} charged to your {brand} ending in {last4}',
  },
  'chats.unlock.defaultCardPrice': {
    id: 'chats.unlock.defaultCardPrice',
    defaultMessage: '{price} charged to your default card on file',
  },
  'chats.unlock.cardExpiry': {
    id: 'chats.unlock.cardExpiry',
    defaultMessage: 'Expires {expiry}',
  },
  'chats.unlock.failed': {
    id: 'chats.unlock.failed',
    defaultMessage: "The payment didn't go through",
  },
  'chats.hire.title': { id: 'chats.hire.title', defaultMessage: 'Hire {name}?' },
  'chats.hire.text': {
    id: 'chats.hire.text',
    defaultMessage:
      'The candidate is marked as hired for this job opening and the chat stays open for messages.',
  },
  'chats.hire.confirm': { id: 'chats.hire.confirm', defaultMessage: 'Hire candidate' },
  'chats.toast.rejected.summary': {
    id: 'chats.toast.rejected.summary',
    defaultMessage: 'Candidate Rejected',
  },
  'chats.toast.rejected.detail': {
    id: 'chats.toast.rejected.detail',
    defaultMessage: 'Candidate was successfully rejected',
  },
  'chats.toast.hired.summary': {
    id: 'chats.toast.hired.summary',
    defaultMessage: 'Candidate hired',
  },
  'chats.toast.hired.detail': {
    id: 'chats.toast.hired.detail',
    defaultMessage: 'Candidate hired successfully',
  },
  'chats.toast.unlocked.summary': {
    id: 'chats.toast.unlocked.summary',
    defaultMessage: 'Chat unlocked',
  },
  'chats.toast.unlocked.detail': {
    id: 'chats.toast.unlocked.detail',
    defaultMessage: 'You can now message {name} freely.',
  },
  'chats.lock.locked.title': {
    id: 'chats.lock.locked.title',
    defaultMessage: 'This chat is locked',
  },
  'chats.lock.locked.text': {
    id: 'chats.lock.locked.text',
    defaultMessage:
      "Unlock it to reveal the candidate's full name and phone number and to send free messages. Until then, you can screen the candidate with question templates.",
  },
  'chats.lock.expired.title': {
    id: 'chats.lock.expired.title',
    defaultMessage: 'The unlock period is over',
  },
  'chats.lock.expired.text': {
    id: 'chats.lock.expired.text',
    defaultMessage:
      'The unlock period ended on {until}. Unlock the chat again to send free messages, or hire the candidate. You can still send question templates.',
  },
  'chats.lock.rejected.title': {
    id: 'chats.lock.rejected.title',
    defaultMessage: 'Candidate rejected',
  },
  'chats.lock.rejected.text': {
    id: 'chats.lock.rejected.text',
    defaultMessage:
      'You rejected this candidate on {date}. This is final: the conversation stays readable only.',
  },
  'chats.composer.label': { id: 'chats.composer.label', defaultMessage: 'Message' },
  'chats.composer.placeholder': {
    id: 'chats.composer.placeholder',
    defaultMessage: 'Write a message…',
  },
  'chats.composer.placeholderDisabled': {
    id: 'chats.composer.placeholderDisabled',
    defaultMessage: 'Messaging is not available',
  },
  'chats.composer.hint': {
    id: 'chats.composer.hint',
    defaultMessage: 'Enter sends, Shift+Enter adds a new line.',
  },
  'chats.composer.send': { id: 'chats.composer.send', defaultMessage: 'Send' },
  'chats.composer.templatesShow': {
    id: 'chats.composer.templatesShow',
    defaultMessage: 'Show question templates',
    description: 'Phones: the button beside the message box that unfolds the template picker.',
  },
  'chats.composer.templatesHide': {
    id: 'chats.composer.templatesHide',
    defaultMessage: 'Hide question templates',
  },
  'chats.composer.counter': {
    id: 'chats.composer.counter',
    defaultMessage: '{count, number} of {max, number} characters',
    description: 'Shown under the message box as the text nears the limit.',
  },
  'chats.composer.tooLong': {
    id: 'chats.composer.tooLong',
    defaultMessage:
      'The message is {over, plural, one {# character} other {# characters}} over the limit of {max, number}. Shorten it to send it.',
  },
  'chats.composer.disabled.locked': {
    id: 'chats.composer.disabled.locked',
    defaultMessage: 'Unlock the chat to send free messages.',
  },
  'chats.composer.disabled.expired': {
    id: 'chats.composer.disabled.expired',
    defaultMessage: 'The unlock period is over: unlock the chat again to send free messages.',
  },
  'chats.composer.disabled.rejected': {
    id: 'chats.composer.disabled.rejected',
    defaultMessage: "You can't message a rejected candidate.",
  },
  'chats.templates.form': {
    id: 'chats.templates.form',
    defaultMessage: 'Send a question template',
    description: 'Accessible name of the template picker form of a chat (issue #9 point 1)',
  },
  'chats.templates.label': {
    id: 'chats.templates.label',
    defaultMessage: 'Template',
    description: 'Label of the first-question template picker of a chat',
  },
  'chats.templates.placeholder': {
    id: 'chats.templates.placeholder',
    defaultMessage: 'Choose a question template…',
  },
  'chats.templates.noOptions': {
    id: 'chats.templates.noOptions',
    defaultMessage: 'No template matches',
  },
  'chats.templates.preview': {
    id: 'chats.templates.preview',
    defaultMessage: 'Sends: “{body}”',
    description: 'Under the picker: the exact text of the chosen template, sent as written',
  },
  'chats.templates.send': { id: 'chats.templates.send', defaultMessage: 'Send template' },
  'chats.thread.label': { id: 'chats.thread.label', defaultMessage: 'Messages with {name}' },
  'chats.thread.loading': { id: 'chats.thread.loading', defaultMessage: 'Loading messages…' },
  'chats.thread.loadError': {
    id: 'chats.thread.loadError',
    defaultMessage: "We couldn't load the messages",
  },
  'chats.thread.loadingOlder': {
    id: 'chats.thread.loadingOlder',
    defaultMessage: 'Loading older messages…',
  },
  'chats.thread.olderFailed': {
    id: 'chats.thread.olderFailed',
    defaultMessage: "Older messages couldn't be loaded.",
  },
  'chats.thread.start': {
    id: 'chats.thread.start',
    defaultMessage: 'This is the beginning of the conversation.',
  },
  'chats.thread.empty.title': { id: 'chats.thread.empty.title', defaultMessage: 'No messages yet' },
  'chats.thread.empty.text': {
    id: 'chats.thread.empty.text',
    defaultMessage: 'Messages you exchange with the candidate will show here.',
  },
  'chats.thread.today': { id: 'chats.thread.today', defaultMessage: 'Today' },
  'chats.thread.yesterday': { id: 'chats.thread.yesterday', defaultMessage: 'Yesterday' },
  'chats.thread.you': { id: 'chats.thread.you', defaultMessage: 'You' },
  'chats.findMore.open': { id: 'chats.findMore.open', defaultMessage: 'Find more candidates' },
  'chats.findMore.title': { id: 'chats.findMore.title', defaultMessage: 'Find more candidates' },
  'chats.findMore.loading': {
    id: 'chats.findMore.loading',
    defaultMessage: 'Finding more matching candidates…',
  },
  'chats.openingCard.count': {
    id: 'chats.openingCard.count',
    defaultMessage: '{total, plural, =0 {no chats yet} one {# chat} other {# chats}}',
  },
  'chats.filters.all': { id: 'chats.filters.all', defaultMessage: 'All' },
  'chats.filters.unread': { id: 'chats.filters.unread', defaultMessage: 'Unread {count}' },
  'chats.pipeline.label': {
    id: 'chats.pipeline.label',
    defaultMessage: 'Chats by status: {counts}',
  },
  'chats.pipeline.pending': {
    id: 'chats.pipeline.pending',
    defaultMessage: '{count, plural, one {# pending} other {# pending}}',
  },
  'chats.pipeline.unlocked': {
    id: 'chats.pipeline.unlocked',
    defaultMessage: '{count, plural, one {# unlocked} other {# unlocked}}',
  },
  'chats.pipeline.expired': {
    id: 'chats.pipeline.expired',
    defaultMessage: '{count, plural, one {# expired} other {# expired}}',
  },
  'chats.pipeline.hired': {
    id: 'chats.pipeline.hired',
    defaultMessage: '{count, plural, one {# hired} other {# hired}}',
  },
  'chats.pipeline.rejected': {
    id: 'chats.pipeline.rejected',
    defaultMessage: '{count, plural, one {# rejected} other {# rejected}}',
  },
  'chats.pipeline.unread': { id: 'chats.pipeline.unread', defaultMessage: '{count} unread' },
  'chats.rejectUndo.summary': {
    id: 'chats.rejectUndo.summary',
    defaultMessage: 'Rejecting {name}',
  },
  'chats.rejectUndo.detail': {
    id: 'chats.rejectUndo.detail',
    defaultMessage:
      'The rejection is sent in {seconds} seconds. Undo keeps the candidate; closing this tab before then also leaves them not rejected.',
  },
  'chats.rejectUndo.undo': { id: 'chats.rejectUndo.undo', defaultMessage: 'Undo' },
  'chats.rejectUndo.pending': { id: 'chats.rejectUndo.pending', defaultMessage: 'Rejecting…' },
  'chats.triage.rejecting': {
    id: 'chats.triage.rejecting',
    defaultMessage: 'Rejecting {name} in {seconds} seconds. Press z or Undo to keep them.',
  },
  'chats.triage.undone': {
    id: 'chats.triage.undone',
    defaultMessage: 'Rejection of {name} undone.',
  },
  'chats.triage.position': {
    id: 'chats.triage.position',
    defaultMessage: '{name}, {status}, {position} of {total}',
  },
  'chats.triage.noChats': { id: 'chats.triage.noChats', defaultMessage: 'No chats in this list.' },
  'chats.triage.noneChosen': {
    id: 'chats.triage.noneChosen',
    defaultMessage: 'No chat chosen. Move to one with j or k.',
  },
  'chats.triage.opened': { id: 'chats.triage.opened', defaultMessage: 'Chat with {name} open.' },
  'chats.triage.hire': {
    id: 'chats.triage.hire',
    defaultMessage: 'Hire {name}? Confirm in the dialog.',
  },
  'chats.triage.unlock': {
    id: 'chats.triage.unlock',
    defaultMessage: 'Unlock the chat with {name}: the payment dialog is open.',
  },
  'chats.triage.templates': {
    id: 'chats.triage.templates',
    defaultMessage: 'Question templates for {name}.',
  },
  'chats.triage.cannot.reject': {
    id: 'chats.triage.cannot.reject',
    defaultMessage: '{name} can’t be rejected now.',
  },
  'chats.triage.cannot.hire': {
    id: 'chats.triage.cannot.hire',
    defaultMessage: '{name} can’t be hired now: the chat must be unlocked first.',
  },
  'chats.triage.cannot.unlock': {
    id: 'chats.triage.cannot.unlock',
    defaultMessage: 'The chat with {name} can’t be unlocked now.',
  },
  'chats.triage.cannot.templates': {
    id: 'chats.triage.cannot.templates',
    defaultMessage: '{name} was rejected: no templates can be sent.',
  },
  'chats.triage.nothingToUndo': {
    id: 'chats.triage.nothingToUndo',
    defaultMessage: 'Nothing to undo.',
  },
  'chats.shortcuts.title': { id: 'chats.shortcuts.title', defaultMessage: 'Keyboard shortcuts' },
  'chats.shortcuts.next': { id: 'chats.shortcuts.next', defaultMessage: 'Next chat' },
  'chats.shortcuts.previous': { id: 'chats.shortcuts.previous', defaultMessage: 'Previous chat' },
  'chats.shortcuts.open': { id: 'chats.shortcuts.open', defaultMessage: 'Open the chat' },
  'chats.shortcuts.reject': {
    id: 'chats.shortcuts.reject',
    defaultMessage: 'Reject (5 seconds to undo)',
  },
  'chats.shortcuts.undo': { id: 'chats.shortcuts.undo', defaultMessage: 'Undo the last rejection' },
  'chats.shortcuts.hire': { id: 'chats.shortcuts.hire', defaultMessage: 'Hire (asks to confirm)' },
  'chats.shortcuts.unlock': {
    id: 'chats.shortcuts.unlock',
    defaultMessage: 'Unlock (opens the payment)',
  },
  'chats.shortcuts.templates': {
    id: 'chats.shortcuts.templates',
    defaultMessage: 'Send a question template',
  },
  'chats.shortcuts.search': { id: 'chats.shortcuts.search', defaultMessage: 'Search chats' },
  'chats.shortcuts.help': { id: 'chats.shortcuts.help', defaultMessage: 'Show these shortcuts' },
  'chats.shortcuts.note': {
    id: 'chats.shortcuts.note',
    defaultMessage:
      'Shortcuts act on the focused chat, else on the open one. They are off while you type in a field or a dialog is open.',
  },
  'chats.shortcuts.open.button': {
    id: 'chats.shortcuts.open.button',
    defaultMessage: 'Keyboard shortcuts',
  },
  'chats.header.whyThisCandidate': {
    id: 'chats.header.whyThisCandidate',
    defaultMessage: '<hidden>Why this candidate: </hidden>{score}% match',
    description: 'Phones: the fold of the chat header; the tagged part is read, not shown.',
  },
  'chats.outbox.label': {
    id: 'chats.outbox.label',
    defaultMessage: 'Messages not delivered yet',
    description:
      'Accessible name of the list of messages still sending or not sent, under the thread.',
  },
  'chats.outbox.sending': { id: 'chats.outbox.sending', defaultMessage: 'Sending…' },
  'chats.outbox.queued': {
    id: 'chats.outbox.queued',
    defaultMessage: 'Waiting to send',
    description: 'A message queued behind an earlier one of the same chat that is not sent yet.',
  },
  'chats.outbox.failed': { id: 'chats.outbox.failed', defaultMessage: 'Not sent.' },
  'chats.outbox.reason.network': {
    id: 'chats.outbox.reason.network',
    defaultMessage: 'No connection.',
  },
  'chats.outbox.reason.server': {
    id: 'chats.outbox.reason.server',
    defaultMessage: 'Hireline did not answer.',
  },
  'chats.outbox.retry': { id: 'chats.outbox.retry', defaultMessage: 'Retry' },
  'chats.outbox.discard': { id: 'chats.outbox.discard', defaultMessage: 'Discard' },
});
