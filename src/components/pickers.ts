/**
 * The design system's pickers built on heavier libraries — selects on react-select, date
 * pickers on react-day-picker — apart from `src/components` so that only the screens that use
 * them load them (the login page loads none).
 */
export * from './DateField';
export * from './DateRangeField';
export * from './MultiSelect';
export * from './Select';
