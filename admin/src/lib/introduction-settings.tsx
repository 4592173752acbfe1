/** The introductions' settings from the page's bootstrap (the service clock's target, the cap). */
import { createContext, useContext } from 'react';
import type { AdminBootstrap } from '#shared/schemas/admin.ts';

export type IntroductionSettings = AdminBootstrap['introductions'];

const DEFAULTS: IntroductionSettings = { targetWorkingDays: 3, capPerPresenter: 5 };

export const IntroductionSettingsContext = createContext<IntroductionSettings>(DEFAULTS);

export const useIntroductionSettings = () => useContext(IntroductionSettingsContext);
