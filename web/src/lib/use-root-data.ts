/** Root route data (locale, member, contact record) for any component below the root. */
import { useRouteLoaderData } from 'react-router-dom';
import type { RootData } from './loader-types';

export function useRootData(): RootData {
  const data = useRouteLoaderData('root') as RootData | undefined;
  return data ?? { locale: 'en', origin: '', user: null, contact: null };
}
