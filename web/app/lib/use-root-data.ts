/** Root route data (locale, member, contact record) for any component below the root. */
import { useRouteLoaderData } from 'react-router';
import type { RootData } from './loader-types';

export function useRootData(): RootData {
  return (
    useRouteLoaderData<RootData>('root') ?? {
      locale: 'en',
      origin: '',
      user: null,
      country: null,
      contact: null,
      lite: false,
      cheapFirst: false,
      imageResizing: false,
    }
  );
}
