/**
 * The design system's pickers built on heavier libraries — selects on react-select, date
 * pickers on react-day-picker — apart from `src/components` so that only the screens that use
 * them load them (the login page loads none). App code imports each picker by its own file
 * (this barrel would bring all of them along); stories and tests may use the barrel.
 */
export * from './DateField';
export * from './DateRangeField';
export * from './MultiSelect';
export * from './Select';
