/**
 * What a designer reads first on each component's docs page (issue #32 point 3): what the
 * component is for, when to use it and when not, the guideline page of its family, and the
 * labelled parts of the composite ones. Keyed by the component's Storybook title; read by
 * `DesignerDocsPage` (./DesignerDocsPage.tsx). Plain words for designers: no file paths, no
 * attribute names, no specification references. The status (stable, beta) is not here: it is the
 * story file's tag, so that the sidebar and the docs page show the same one.
 */

/** A guideline page of a family of components. */
interface GuideFamily {
  /** The family's name, e.g. "Feedback". */
  name: string;
  /** Storybook path of its page, e.g. `/docs/guidelines-feedback--docs`. */
  path: string;
}

/** The designer's guidance for one component. */
export interface ComponentGuide {
  /** One or two sentences: what it is, in product terms. */
  summary: string;
  /** Situations to use it in. */
  use?: readonly string[];
  /** Situations to use something else in, naming the alternative. */
  avoid?: readonly string[];
  /** Its family's guideline page (comparisons, do's and don'ts). */
  family?: GuideFamily;
  /** Labelled parts, in reading order (composite components). */
  anatomy?: readonly string[];
}

const FAMILY = {
  feedback: { name: 'Feedback', path: '/docs/guidelines-feedback--docs' },
  buttons: { name: 'Buttons', path: '/docs/guidelines-buttons--docs' },
  fields: { name: 'Form fields', path: '/docs/guidelines-form-fields--docs' },
  navigation: { name: 'Navigation', path: '/docs/guidelines-navigation--docs' },
  badges: { name: 'Badges and tags', path: '/docs/guidelines-badges-and-tags--docs' },
  dialogs: { name: 'Dialogs', path: '/docs/guidelines-dialogs--docs' },
  layout: { name: 'Anatomy of the larger pieces', path: '/docs/guidelines-anatomy--docs' },
} as const satisfies Record<string, GuideFamily>;

/** The guidance of every component, by Storybook title. */
export const COMPONENT_GUIDES: Readonly<Record<string, ComponentGuide>> = {
  'Components/Alert': {
    summary:
      'A coloured box inside the page that explains something about the content around it: an error that stops a task, a warning before one, a success that stays, or extra information.',
    use: [
      'A problem the employer must read before going on, next to where it happened (a payment declined above the card form).',
      'A lasting state of the page (the company information is incomplete).',
    ],
    avoid: [
      'Confirming an action that just worked: use a toast.',
      'Data that may be out of date: use a stale note.',
      'A page with nothing to show: use an empty state.',
    ],
    family: FAMILY.feedback,
    anatomy: [
      'Icon of the variant',
      'Title (optional, bold)',
      'Message',
      'Close button (optional)',
    ],
  },
  'Components/ToastContent': {
    summary:
      'The text of a toast: a short summary, optional details and at most one action (for example Undo).',
    use: ['The result of an action the employer just took (candidate rejected, message sent).'],
    avoid: [
      'Anything the employer must act on to go on: use an alert in the page.',
      'Long explanations: a toast leaves by itself after a few seconds.',
    ],
    family: FAMILY.feedback,
    anatomy: ['Summary (one line)', 'Details (optional list)', 'Action (optional, one)'],
  },
  'Components/ToastHost': {
    summary:
      'Where toasts appear: the bottom left of the screen on wider screens, along the bottom on phones, above open dialogs. Toasts close by themselves and pause while pointed at or focused.',
    use: ['Every toast of the app goes through it; there is one per app.'],
    family: FAMILY.feedback,
  },
  'Components/StaleNote': {
    summary:
      'A quiet one-line note above content that may be out of date: the last saved copy is shown while a fresh one could not be loaded, with a way to retry.',
    use: [
      'A list or page that shows what it had before and could not refresh.',
      'Content shown from the last visit while the app starts.',
    ],
    avoid: [
      'Nothing to show at all: use an alert with a retry, or the screen’s error state.',
      'No connection: the offline notice says it for the whole app.',
    ],
    family: FAMILY.feedback,
  },
  'Components/OfflineNotice': {
    summary:
      'Tells the employer the device is offline. A banner above a page they can still read, or a full screen where nothing would work.',
    use: ['The browser reports no connection. The app shows it by itself; screens do not add one.'],
    avoid: ['A single request that failed: use the screen’s error state or a stale note.'],
    family: FAMILY.feedback,
  },
  'Components/EmptyState': {
    summary: 'Fills a list or page that has nothing to show, says why and offers the next step.',
    use: [
      'No job openings yet, no chats for this filter, no charges yet.',
      'A search or filter with no results (with a way to clear it).',
    ],
    avoid: [
      'A load that failed: use an alert with a retry.',
      'A whole page that does not exist: use the message page.',
    ],
    family: FAMILY.feedback,
    anatomy: ['Icon (optional)', 'Title', 'Description (optional)', 'Action (optional)'],
  },
  'Components/FullScreenOverlay': {
    summary:
      'Covers the screen with a spinner while the app checks the session at start. The page under it stays faintly visible.',
    use: ['Only while the app cannot show anything yet (checking the session).'],
    avoid: ['Loading part of a page: use a spinner or placeholders in that part.'],
    family: FAMILY.feedback,
  },
  'Components/MessagePage': {
    summary:
      'A whole page that replaces the screen with one message and one way out: page not found, something went wrong.',
    use: [
      'A page that cannot be shown at all (unknown address, an error the screen cannot recover from).',
    ],
    avoid: ['A list with nothing in it: use an empty state.'],
    family: FAMILY.feedback,
    anatomy: ['Code (optional, large)', 'Title', 'Text', 'Action'],
  },
  'Components/FormErrorSummary': {
    summary:
      'Lists the errors the server found in a form, above the form, so that none is missed on a long or phone-sized page.',
    use: [
      'After a submit the server refused, with more than one field in error or errors not tied to a field.',
    ],
    avoid: ['An error of one field while typing: the field shows it under itself.'],
    family: FAMILY.feedback,
  },
  'Components/Spinner': {
    summary: 'A turning circle for a short wait inside a button, a list or a page.',
    use: ['A wait of a second or two, in the place that will change.'],
    avoid: ['A list that loads: placeholders of its rows keep the layout still.'],
    family: FAMILY.feedback,
  },
  'Components/Button': {
    summary:
      'Starts an action. Primary for the main action of a screen or dialog, secondary next to it, ghost for minor ones, danger for actions that destroy or reject.',
    use: [
      'One primary button per screen or dialog.',
      'A verb and its object: "Create job opening", "Pay now".',
    ],
    avoid: [
      'Going to another page without doing anything: use a link.',
      'An action with only an icon and no room for a word: use an icon button.',
    ],
    family: FAMILY.buttons,
    anatomy: ['Start icon (optional)', 'Label', 'End icon (optional)', 'Spinner while loading'],
  },
  'Components/IconButton': {
    summary: 'A square button with only an icon: close, menu, show password, more actions.',
    use: ['Well-known actions where space is tight (toolbars, dialog headers, phone bars).'],
    avoid: ['Anything whose icon is not obvious at a glance: use a button with a label.'],
    family: FAMILY.buttons,
  },
  'Components/TextField': {
    summary: 'A labelled box for typing one line or, multiline, a longer text.',
    use: ['Names, emails, phone numbers, descriptions, messages.'],
    avoid: ['Choosing from a known list: use a select.', 'Passwords: use the password field.'],
    family: FAMILY.fields,
    anatomy: [
      'Label (and "optional" when it is)',
      'Box',
      'Hint (optional)',
      'Error (replaces nothing, shows under the hint)',
    ],
  },
  'Components/PasswordField': {
    summary: 'A text field for passwords with a button that shows or hides what is typed.',
    use: ['Log in, sign up, change password.'],
    family: FAMILY.fields,
  },
  'Components/Select': {
    summary: 'Choose one value from a list; type to filter it.',
    use: [
      'A list of more than five options, or options that come from the server (state, industry, template).',
    ],
    avoid: [
      'Two to five options that fit on screen: show them all (tabs, radio buttons).',
      'Several values: use the multi-select.',
    ],
    family: FAMILY.fields,
  },
  'Components/MultiSelect': {
    summary: 'Choose several values from a list; the chosen ones show as tags in the field.',
    use: ['Skills of a job opening, several statuses.'],
    avoid: ['One value only: use the select.'],
    family: FAMILY.fields,
  },
  'Components/DateField': {
    summary: 'A date typed or picked in a calendar.',
    use: ['One date (customer since, birth date).'],
    avoid: ['A period with a start and an end: use the date range field.'],
    family: FAMILY.fields,
  },
  'Components/DateRangeField': {
    summary: 'A period picked in a calendar: a first day and a last day.',
    use: ['Filtering lists by when they were created.'],
    avoid: ['One date: use the date field.'],
    family: FAMILY.fields,
  },
  'Components/SearchField': {
    summary:
      'A search box that filters the list under it as the employer types, with a clear button.',
    use: ['Filtering a list on the same page (job openings, chats).'],
    avoid: ['Entering data that is saved: use a text field.'],
    family: FAMILY.fields,
  },
  'Components/Field': {
    summary: 'The label, hint and error around any control. The other fields are built on it.',
    use: ['A control that has no field of its own yet (the card form’s inputs).'],
    family: FAMILY.fields,
  },
  'Components/Tabs': {
    summary:
      'Switches between views of the same content on the same page, such as chat statuses, each with a count.',
    use: ['Two to six views of one list or page.'],
    avoid: ['Going to another page: use the navigation.', 'Steps in order: use the stepper.'],
    family: FAMILY.navigation,
  },
  'Components/Pagination': {
    summary: 'Moves through the pages of a long list; on phones it shrinks to previous and next.',
    use: ['Lists the server sends page by page (job openings, billing history).'],
    avoid: ['Lists that load more as they scroll (chats, messages).'],
    family: FAMILY.navigation,
  },
  'Components/Stepper': {
    summary: 'Shows where the employer is in a task done in steps, such as signing up.',
    use: ['Three to six steps done in order, each its own screen.'],
    avoid: ['Views that can be visited in any order: use tabs.'],
    family: FAMILY.navigation,
  },
  'Components/Toolbar': {
    summary: 'A row of filters and actions above a list; it wraps on narrow screens.',
    use: ['Search, filters and the list’s actions together above the list.'],
    family: FAMILY.navigation,
    anatomy: ['Filters (start)', 'Actions (end)'],
  },
  'Components/Badge': {
    summary: 'A short coloured label that tells a status: hired, pending, overdue.',
    use: ['The status of a chat, a payment, a plan; one word or two.'],
    avoid: [
      'Something the employer added and can remove (skills): use a tag.',
      'A number of new items: use a count badge.',
    ],
    family: FAMILY.badges,
  },
  'Components/Tag': {
    summary: 'A neutral chip for a value: a skill, a chosen filter. It can have a remove button.',
    use: ['Values of the same kind listed together.'],
    avoid: ['A status: use a badge.'],
    family: FAMILY.badges,
  },
  'Components/CountBadge': {
    summary:
      'A small round count of new things (unread messages) on a row, a tab or the menu button.',
    use: ['Unread or new items; hidden at zero.'],
    avoid: ['Totals that are not news (24 candidates): write them as text.'],
    family: FAMILY.badges,
  },
  'Components/Modal': {
    summary:
      'A dialog over the page for a short task that must be finished or cancelled before going on. Full screen on phones.',
    use: [
      'A short form or choice that belongs to the page behind (find more candidates, edit a template).',
    ],
    avoid: [
      'A simple yes or no: use the confirm dialog.',
      'A long task with steps: give it its own page.',
    ],
    family: FAMILY.dialogs,
    anatomy: [
      'Title',
      'Close button',
      'Content (scrolls)',
      'Footer with the actions (stays in view)',
    ],
  },
  'Components/ConfirmDialog': {
    summary:
      'Asks the employer to confirm an action that cannot be undone, or that costs money, before it happens.',
    use: ['Reject a candidate, cancel the plan, discard unsaved changes.'],
    avoid: ['Actions that can be undone: do them and offer Undo in a toast.'],
    family: FAMILY.dialogs,
    anatomy: ['Question as title', 'What will happen', 'Cancel', 'Confirm (danger or primary)'],
  },
  'Components/AppShell': {
    summary:
      'The frame of every signed-in page: the bar with the brand, the navigation and the employer’s controls, then the page.',
    family: FAMILY.layout,
    anatomy: [
      'Brand (goes home)',
      'Navigation: Job openings, Inbox (with its unread count), Account details',
      'Language switch',
      'Theme switch',
      'Employer’s avatar',
      'Log out',
      'Menu button (phones: the navigation and controls fold into it, with the unread count)',
      'Page',
    ],
  },
  'Components/AuthShell': {
    summary:
      'The frame of the pages before signing in: a centred card with a title, the form and links under it.',
    family: FAMILY.layout,
    anatomy: [
      'Brand',
      'Language and theme switches',
      'Title',
      'Description',
      'Form',
      'Links under the card',
    ],
  },
  'Components/PageHeader': {
    summary: 'The top of a page: its title, one line about it and the page’s main action.',
    use: ['Every page of the signed-in app.'],
    family: FAMILY.layout,
    anatomy: [
      'Title',
      'Description (optional)',
      'Actions (optional, wrap under the title on phones)',
    ],
  },
  'Components/Card': {
    summary: 'A raised box that groups one thing: a job opening, a plan, a section of the account.',
    family: FAMILY.layout,
    anatomy: ['Title (optional)', 'Actions or status (optional)', 'Content'],
  },
  'Components/Stack': {
    summary: 'Places things one under the other with a gap from the spacing scale.',
  },
  'Components/Inline': {
    summary:
      'Places things side by side with a gap from the spacing scale; wraps when there is no room.',
  },
  'Components/Avatar': {
    summary: 'The initials of a person on a colour picked from their name.',
    use: ['Candidates in chats and cards, the employer in the app bar.'],
  },
  'Components/Brand': { summary: 'The Hireline logo and name; links home in the app bar.' },
  'Components/Icon': {
    summary: 'The icon set. Icons take the colour of the text around them.',
    use: ['Next to a label, or alone in an icon button with a label for screen readers.'],
  },
  'Components/LanguageSwitch': {
    summary: 'Switches the interface between English and Spanish; the choice is remembered.',
  },
  'Components/ThemeToggle': { summary: 'Switches between the light and the dark theme.' },
  'Components/MatchBreakdown': {
    summary:
      'Why a suggested candidate matches a job opening: which skills and the location, as a score with its parts.',
    family: FAMILY.layout,
  },
  'Components/StackedBar': {
    summary: 'One bar split into coloured parts, with its legend: how chats divide by status.',
  },
  'Components/VisuallyHidden': {
    summary:
      'Text only screen readers announce (for example the label of a count). Nothing shows on screen.',
  },
};
