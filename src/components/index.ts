/**
 * Hireline design system (DESIGN.md): presentational components — props in, events out —
 * themed by src/theme and translated through src/i18n. Import from `src/components`; the
 * pickers built on heavier libraries (react-select, react-day-picker) from
 * `src/components/pickers`, so that screens without them (login) do not load them. The toasts'
 * host and content (react-toastify, its style sheet) from their own modules
 * (`src/components/ToastHost`, `src/components/ToastContent`): through this index, every screen
 * would load the toasts' chunk before its first paint (issue #31 point 1).
 */
export * from './Alert';
export * from './AppShell';
export * from './AuthShell';
export * from './Avatar';
export * from './Badge';
export * from './Button';
export * from './Card';
export * from './ConfirmDialog';
export * from './CountBadge';
export * from './EmptyState';
export * from './Field';
export * from './FormErrorSummary';
export * from './FullScreenOverlay';
export * from './Icon';
export * from './IconButton';
export * from './Inline';
export * from './LanguageSwitch';
export * from './MessagePage';
export * from './Modal';
export * from './OfflineNotice';
export * from './PageHeader';
export * from './Pagination';
export * from './paginationItems';
export * from './PasswordField';
export * from './SearchField';
export * from './Spinner';
export * from './Stepper';
export * from './Stack';
export * from './StackedBar';
export * from './StaleNote';
export * from './Tabs';
export * from './Tag';
export * from './TextField';
export * from './ThemeToggle';
export { toastLane } from './toastLane';
export * from './Toolbar';
export * from './VisuallyHidden';
