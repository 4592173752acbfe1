/**
 * Mounted once in the root route: when another tab signs in or out, this tab reloads its route
 * data (header, route guard) without loading Firebase. Renders nothing.
 */
import { useEffect, useRef } from 'react';
import { useRevalidator } from 'react-router';
import { onSessionChange } from '../../lib/session-channel';

export function SessionListener() {
  const revalidator = useRevalidator();
  const latest = useRef(revalidator);
  useEffect(() => {
    latest.current = revalidator;
  });
  useEffect(() => onSessionChange(() => void latest.current.revalidate()), []);
  return null;
}
