import { Inline } from '../../components/Inline';
import { LanguageSwitch } from '../../components/LanguageSwitch';
import { ThemeToggle } from '../../components/ThemeToggle';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { modeToggled } from '../../store/themeSlice';
import { switchLanguage } from './switchLanguage';

/**
 * The theme toggle and language switch wired to the store (SPEC §1, §4: light/dark theme
 * saved under `mode`, English/Spanish saved under `lang`, server texts reloaded in the new
 * language: {@link switchLanguage}). Shown in the dashboard layout and on the auth pages.
 */
export function PreferenceControls() {
  const dispatch = useAppDispatch();
  const mode = useAppSelector((state) => state.theme.mode);
  const lang = useAppSelector((state) => state.language.lang);
  return (
    <Inline gap="sm">
      <ThemeToggle mode={mode} onToggle={() => dispatch(modeToggled())} />
      <LanguageSwitch value={lang} onChange={(next) => void dispatch(switchLanguage(next))} />
    </Inline>
  );
}
